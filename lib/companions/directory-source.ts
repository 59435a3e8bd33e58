import 'server-only';
import {
  getFaq,
  listBlogArticles,
  listCatalogItems,
  listDocuments,
  listReviews,
} from '@/lib/api/directory';
import { API_MAX_LIMIT, REVIEWS_PAGE_SIZE } from '@/lib/api/page-sizes';
import { getSiteConfig } from '@/lib/config/site-config';
import { defaultLocale, type Locale } from '@/lib/i18n/routing';
import type { AiContentLoaders } from '@/lib/llms/ai-content';
import type { MarkdownContext } from '@/lib/markdown/context';
import { businessPages, type BusinessSectionLoaders } from '@/lib/sitemap/business-pages';
import type { SitemapSource } from '@/lib/sitemap/sitemap-files';
import { LICENSE_ID, LICENSE_URL } from '@/lib/urls/paths';
import { attributionPattern } from './attribution-pattern';
import { cachedListing } from './listing-memo';
import { siteTranslator } from './translator';

/*
 * The companion builders take their data as functions; this module binds them to lib/api, the
 * one door to the API, so that they share its cache with the pages. Lists are read at the
 * API's maximum page size to keep the number of upstream calls down; the reviews count uses
 * the pages' own page size, so it is the very request the section menu already made.
 */

export function markdownContext(locale: Locale): MarkdownContext {
  const config = getSiteConfig();
  return { locale, siteUrl: config.siteUrl, directoryName: config.directoryName, t: siteTranslator(locale) };
}

function sectionLoaders(locale: Locale): BusinessSectionLoaders & AiContentLoaders {
  return {
    listBlogArticles: (slug) => listBlogArticles(slug, locale),
    getFaq: (slug) => getFaq(slug, locale),
    countReviews: async (slug) => (await listReviews(slug, locale, 1, REVIEWS_PAGE_SIZE))?.total ?? null,
    listCatalogItems: (slug, page) => listCatalogItems(slug, locale, page, API_MAX_LIMIT),
    listDocuments: (slug, page) => listDocuments(slug, locale, page, API_MAX_LIMIT),
  };
}

export function aiContentLoaders(locale: Locale): AiContentLoaders {
  return sectionLoaders(locale);
}

/** Pages are the same paths in both languages, so the sitemap reads the English data only. */
export function sitemapSource(): SitemapSource {
  const loaders = sectionLoaders(defaultLocale);
  const { siteUrl, directoryName } = getSiteConfig();
  return {
    siteUrl,
    notice: `${directoryName}: open data under ${LICENSE_ID} (${LICENSE_URL}). Attribution: ${attributionPattern(directoryName, siteUrl)}`,
    listBusinesses: () => cachedListing(defaultLocale),
    businessPages: (business) => businessPages(business, loaders),
  };
}
