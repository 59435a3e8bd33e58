import 'server-only';
import { getSiteConfig } from '@/lib/config/site-config';
import type { Locale } from '@/lib/i18n/routing';
import { fetchBackgroundJson } from './background-fetch';
import { API_MAX_LIMIT } from './page-sizes';
import { apiRequestUrl, type QueryValue } from './request-url';
import { reshapeBlogArticle, reshapeBlogArticleList } from './reshape/blog';
import { reshapeBusiness } from './reshape/business';
import { reshapeCatalogPage } from './reshape/catalog';
import { reshapeDocumentDetail, reshapeDocumentPage } from './reshape/documents';
import { reshapeFaq } from './reshape/faq';
import type {
  BlogArticle,
  BlogArticleSummary,
  Business,
  CatalogItem,
  DocumentDetail,
  DocumentSummary,
  Faq,
  Paged,
} from './types';

/*
 * A business's sections as background work reads them (the content sync): the same endpoints
 * and reshapers as the pages' getters, through fetchBackgroundJson (the limiter's background
 * lane, no cache, a bounded body). Lists are read in pages of the API's largest size. Each
 * reader resolves to null for a 404 and throws a DirectoryApiError otherwise.
 */

export interface BusinessSectionReader {
  business(slug: string, locale: Locale): Promise<Business | null>;
  articles(slug: string, locale: Locale): Promise<BlogArticleSummary[] | null>;
  article(slug: string, articleSlug: string, locale: Locale): Promise<BlogArticle | null>;
  faq(slug: string, locale: Locale): Promise<Faq | null>;
  catalogPage(slug: string, locale: Locale, page: number): Promise<Paged<CatalogItem> | null>;
  documentPage(slug: string, locale: Locale, page: number): Promise<Paged<DocumentSummary> | null>;
  document(slug: string, documentId: string, locale: Locale): Promise<DocumentDetail | null>;
}

function read(
  locale: Locale,
  segments: readonly string[],
  query: Record<string, QueryValue> = {},
): Promise<unknown> {
  const url = apiRequestUrl(
    getSiteConfig().apiBaseUrl,
    ['index', 'directory-business', ...segments],
    locale,
    query,
  );
  return fetchBackgroundJson(url);
}

const paging = (page: number) => ({ page, limit: API_MAX_LIMIT });

export const backgroundSectionReader: BusinessSectionReader = {
  async business(slug, locale) {
    const raw = await read(locale, [slug]);
    const business = raw === null ? null : reshapeBusiness(raw);
    return business && business.visibility !== 'HIDDEN' ? business : null;
  },
  async articles(slug, locale) {
    const raw = await read(locale, [slug, 'blog', 'articles']);
    return raw === null ? null : reshapeBlogArticleList(raw);
  },
  async article(slug, articleSlug, locale) {
    const raw = await read(locale, [slug, 'blog', 'articles', articleSlug]);
    return raw === null ? null : reshapeBlogArticle(raw);
  },
  async faq(slug, locale) {
    const raw = await read(locale, [slug, 'faq']);
    return raw === null ? null : reshapeFaq(raw);
  },
  async catalogPage(slug, locale, page) {
    const raw = await read(locale, [slug, 'catalog', 'items'], paging(page));
    return raw === null ? null : reshapeCatalogPage(raw, paging(page));
  },
  async documentPage(slug, locale, page) {
    const raw = await read(locale, [slug, 'documents'], paging(page));
    return raw === null ? null : reshapeDocumentPage(raw, paging(page));
  },
  async document(slug, documentId, locale) {
    const raw = await read(locale, [slug, 'documents', documentId]);
    return raw === null ? null : reshapeDocumentDetail(raw);
  },
};
