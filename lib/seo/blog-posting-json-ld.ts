import type { BlogPosting, WithContext } from 'schema-dts';
import type { BlogArticle, Business } from '@/lib/api';
import type { Locale } from '@/lib/i18n/routing';
import { canonicalBusinessUrl } from '@/lib/urls/paths';
import type { ArticleModel } from '@/lib/models/article';
import { businessNodeId } from './business-json-ld';
import { directoryLogoUrl, directoryOrganizationId } from './site-json-ld';

export interface BlogPostingJsonLdContext {
  siteUrl: string;
  /** The directory's name: the publisher of the page (the business is the author). */
  directoryName: string;
  /** The canonical URL of the article page in the reader's language. */
  pageUrl: string;
  locale: Locale;
}

/**
 * BlogPosting for one article. Only what the data gives is stated: an article without a
 * published or updated date gets no datePublished/dateModified rather than a made-up one.
 * The author node carries the same @id as the business's own page, so crawlers join the two.
 */
export function blogPostingJsonLd(
  article: BlogArticle,
  business: Business,
  context: BlogPostingJsonLdContext,
): WithContext<BlogPosting> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    ...(article.description && { description: article.description }),
    ...(article.publishedAt && { datePublished: article.publishedAt }),
    ...(article.updatedAt && { dateModified: article.updatedAt }),
    author: {
      '@type': 'Organization',
      '@id': businessNodeId(context.siteUrl, business.slug),
      name: business.name,
      url: canonicalBusinessUrl(context.siteUrl, business.slug),
    },
    // The business's logo stands for an article that has no image of its own; else the directory's.
    image: business.logoUrl ?? directoryLogoUrl(context.siteUrl),
    publisher: {
      '@type': 'Organization',
      '@id': directoryOrganizationId(context.siteUrl),
      name: context.directoryName,
      url: `${context.siteUrl}/`,
      logo: { '@type': 'ImageObject', url: directoryLogoUrl(context.siteUrl) },
    },
    mainEntityOfPage: context.pageUrl,
    url: context.pageUrl,
    inLanguage: context.locale,
    ...(article.keywords.length > 0 && { keywords: article.keywords.join(', ') }),
  };
}

/** The article page's BlogPosting, from its model. */
export function articleJsonLd({ frame, business, article }: ArticleModel) {
  return blogPostingJsonLd(article, business, {
    siteUrl: frame.siteUrl,
    directoryName: frame.siteName,
    pageUrl: frame.canonicalUrl,
    locale: frame.locale,
  });
}
