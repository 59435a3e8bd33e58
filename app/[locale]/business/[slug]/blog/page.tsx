import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ArticleList } from '@/components/blog/ArticleList';
import { BusinessSectionFrame } from '@/components/business/BusinessSectionFrame';
import { EmptyState } from '@/components/common/EmptyState';
import { listBlogArticles } from '@/lib/api';
import { getSiteConfig } from '@/lib/config/site-config';
import { loadBusinessRoute } from '@/lib/pages/load-business';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { businessPath } from '@/lib/urls/paths';

interface BlogPageProps {
  params: Promise<{ locale: string; slug: string }>;
}

// Rendered on first request, then cached and refreshed in the background, like the profile.
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: BlogPageProps): Promise<Metadata> {
  const { locale, business } = await loadBusinessRoute(params);
  const config = getSiteConfig();
  const t = await getTranslations({ locale, namespace: 'Blog' });
  // No blog (the endpoint's 404) reads as an empty blog.
  const articles = (await listBlogArticles(business.slug, locale)) ?? [];
  return pageMetadata({
    locale,
    path: businessPath(business.slug, 'blog'),
    title: t('metaTitle', { name: business.name }),
    description: t('metaDescription', { name: business.name, count: articles.length }),
    siteUrl: config.siteUrl,
    siteName: config.directoryName,
    imageUrl: business.logoUrl,
    noindex: articles.length === 0,
  });
}

export default async function BlogPage({ params }: BlogPageProps) {
  const { locale, business } = await loadBusinessRoute(params);
  setRequestLocale(locale);
  const t = await getTranslations('Blog');
  const articles = (await listBlogArticles(business.slug, locale)) ?? [];
  return (
    <BusinessSectionFrame
      business={business}
      locale={locale}
      section="blog"
      title={t('title', { name: business.name })}
    >
      {articles.length === 0 ? (
        <EmptyState message={t('empty', { name: business.name })} />
      ) : (
        <ArticleList slug={business.slug} articles={articles} />
      )}
    </BusinessSectionFrame>
  );
}
