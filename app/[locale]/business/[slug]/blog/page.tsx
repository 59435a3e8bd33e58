import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ArticleList } from '@/components/blog/ArticleList';
import { BusinessSectionFrame } from '@/components/business/BusinessSectionFrame';
import { EmptyState } from '@/components/common/EmptyState';
import { loadBlogModel } from '@/lib/models/blog';
import { requireModel } from '@/lib/models/require-model';
import { framedMetadata } from '@/lib/seo/page-metadata';

interface BlogPageProps {
  params: Promise<{ locale: string; slug: string }>;
}

// Rendered on first request, then cached and refreshed in the background, like the profile.
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

const loadModel = (params: BlogPageProps['params']) =>
  requireModel(params, (locale, { slug }) => loadBlogModel(locale, slug));

export async function generateMetadata({ params }: BlogPageProps): Promise<Metadata> {
  const { frame, business, articles } = await loadModel(params);
  const t = await getTranslations({ locale: frame.locale, namespace: 'Blog' });
  return framedMetadata(frame, {
    title: t('metaTitle', { name: business.name }),
    description: t('metaDescription', { name: business.name, count: articles.length }),
    imageUrl: business.logoUrl,
    noindex: articles.length === 0,
  });
}

export default async function BlogPage({ params }: BlogPageProps) {
  const { frame, business, articles, sectionCounts } = await loadModel(params);
  setRequestLocale(frame.locale);
  const t = await getTranslations('Blog');
  const tBusiness = await getTranslations('Business');
  return (
    <BusinessSectionFrame
      business={business}
      locale={frame.locale}
      section="blog"
      title={tBusiness('blog')}
      counts={sectionCounts}
      frame={frame}
    >
      {articles.length === 0 ? (
        <EmptyState message={t('empty', { name: business.name })} />
      ) : (
        <ArticleList slug={business.slug} articles={articles} />
      )}
    </BusinessSectionFrame>
  );
}
