import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ArticleDates } from '@/components/blog/ArticleDates';
import { BusinessSectionFrame } from '@/components/business/BusinessSectionFrame';
import { Markdown } from '@/components/markdown/Markdown';
import { JsonLd } from '@/components/seo/JsonLd';
import { type BlogArticle, type Business, getBlogArticle, type Locale } from '@/lib/api';
import { getSiteConfig } from '@/lib/config/site-config';
import { LocaleLink } from '@/components/common/LocaleLink';
import { loadBusinessRoute } from '@/lib/pages/load-business';
import { requireSegment } from '@/lib/pages/route-params';
import { blogPostingJsonLd } from '@/lib/seo/blog-posting-json-ld';
import { pageMetadata, truncate } from '@/lib/seo/page-metadata';
import { absoluteUrl, businessPath, localizedPath } from '@/lib/urls/paths';

interface ArticlePageProps {
  params: Promise<{ locale: string; slug: string; articleSlug: string }>;
}

export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

/** The business and the article, or the 404 page when either is unknown. */
async function loadArticle(
  params: ArticlePageProps['params'],
): Promise<{ locale: Locale; business: Business; article: BlogArticle }> {
  const { locale, business } = await loadBusinessRoute(params);
  const article = await getBlogArticle(
    business.slug,
    requireSegment((await params).articleSlug),
    locale,
  );
  if (!article) notFound();
  return { locale, business, article };
}

export async function generateMetadata({ params }: ArticlePageProps): Promise<Metadata> {
  const { locale, business, article } = await loadArticle(params);
  const config = getSiteConfig();
  return pageMetadata({
    locale,
    path: businessPath(business.slug, 'blog', article.slug),
    title: `${article.title} — ${business.name}`,
    description: article.description || truncate(article.markdown || article.title, 200),
    siteUrl: config.siteUrl,
    siteName: config.directoryName,
    imageUrl: business.logoUrl,
    type: 'article',
    keywords: article.keywords,
  });
}

export default async function ArticlePage({ params }: ArticlePageProps) {
  const { locale, business, article } = await loadArticle(params);
  setRequestLocale(locale);
  const config = getSiteConfig();
  const t = await getTranslations('Blog');
  const path = businessPath(business.slug, 'blog', article.slug);
  const pageUrl = absoluteUrl(config.siteUrl, localizedPath(locale, path));
  return (
    <BusinessSectionFrame
      business={business}
      locale={locale}
      section="blog"
      title={article.title}
      trailingCrumbs={[{ label: article.title, path }]}
    >
      <JsonLd
        data={blogPostingJsonLd(article, business, {
          siteUrl: config.siteUrl,
          directoryName: config.directoryName,
          pageUrl,
          locale,
        })}
      />
      <ArticleDates article={article} />
      {article.description && <p className="mt-4 text-lg text-slate-800">{article.description}</p>}
      {/*
        The body is the Markdown `content`, rendered by our own Markdown component (raw HTML
        skipped, URL policy applied). The API's `contentPublic` HTML twin is deliberately not
        rendered: it is untrusted markup, and the Markdown says the same thing safely.
      */}
      {article.markdown && (
        <section aria-label={t('articleBody')} className="mt-6">
          <Markdown topHeadingLevel={2}>{article.markdown}</Markdown>
        </section>
      )}
      {article.keywords.length > 0 && (
        <p className="mt-6 text-sm text-slate-700">
          {t('keywords', { keywords: article.keywords.join(', ') })}
        </p>
      )}
      <p className="mt-6">
        <LocaleLink href={businessPath(business.slug, 'blog')} className="text-blue-800 underline">
          {t('backToList', { name: business.name })}
        </LocaleLink>
      </p>
    </BusinessSectionFrame>
  );
}
