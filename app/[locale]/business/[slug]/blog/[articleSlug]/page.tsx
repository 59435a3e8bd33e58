import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ArticleDates } from '@/components/blog/ArticleDates';
import { BusinessSectionFrame } from '@/components/business/BusinessSectionFrame';
import { LocaleLink } from '@/components/common/LocaleLink';
import { Markdown } from '@/components/markdown/Markdown';
import { JsonLd } from '@/components/seo/JsonLd';
import { loadArticleModel } from '@/lib/models/article';
import { requireModel } from '@/lib/models/require-model';
import { articleJsonLd } from '@/lib/seo/blog-posting-json-ld';
import { framedMetadata, truncate } from '@/lib/seo/page-metadata';

interface ArticlePageProps {
  params: Promise<{ locale: string; slug: string; articleSlug: string }>;
}

export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

const loadModel = (params: ArticlePageProps['params']) =>
  requireModel(params, (locale, { slug, articleSlug }) =>
    loadArticleModel(locale, slug, articleSlug),
  );

export async function generateMetadata({ params }: ArticlePageProps): Promise<Metadata> {
  const { frame, business, article } = await loadModel(params);
  return framedMetadata(frame, {
    title: `${article.title} — ${business.name}`,
    description: article.description || truncate(article.markdown || article.title, 200),
    imageUrl: business.logoUrl,
    type: 'article',
    keywords: article.keywords,
  });
}

export default async function ArticlePage({ params }: ArticlePageProps) {
  const model = await loadModel(params);
  const { frame, business, article } = model;
  setRequestLocale(frame.locale);
  const t = await getTranslations('Blog');
  return (
    <BusinessSectionFrame
      business={business}
      locale={frame.locale}
      section="blog"
      title={article.title}
      trailingCrumbs={[{ label: article.title, path: frame.path }]}
      counts={model.sectionCounts}
      frame={model.frame}
    >
      <JsonLd data={articleJsonLd(model)} />
      <ArticleDates article={article} />
      {article.description && <p className="mt-4 text-lg text-ink">{article.description}</p>}
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
        <p className="mt-6 text-sm text-ink-muted">
          {t('keywords', { keywords: article.keywords.join(', ') })}
        </p>
      )}
      <p className="mt-6">
        <LocaleLink href={model.listPath} className="text-accent underline">
          {t('backToList', { name: business.name })}
        </LocaleLink>
      </p>
    </BusinessSectionFrame>
  );
}
