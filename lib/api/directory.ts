import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import { ALL_API_DATA_TAG, businessTag } from './cache-tags';
import { fetchApiJson, type DataLifetime } from './fetch-json';
import { reshapeBlogArticle, reshapeBlogArticleList } from './reshape/blog';
import { reshapeBusiness } from './reshape/business';
import { reshapeCatalogItemDetail, reshapeCatalogPage } from './reshape/catalog';
import { reshapeDocumentDetail, reshapeDocumentPage } from './reshape/documents';
import { reshapeFaq } from './reshape/faq';
import { reshapeReviewPage } from './reshape/reviews';
import type {
  BlogArticle,
  BlogArticleSummary,
  Business,
  CatalogItem,
  CatalogItemDetail,
  CatalogItemType,
  DocumentDetail,
  DocumentSummary,
  Faq,
  Paged,
  Review,
} from './types';

/*
 * The one door to the Directory API. Each getter is wrapped in React's cache() so that the
 * same resource is fetched and reshaped once per render, however many components ask; the
 * fetch itself is kept in Next's data cache for API_CACHE_SECONDS.
 *
 * Getters of one resource resolve to null when the API answers 404 (pages call notFound()).
 */

const BUSINESS_PATH = ['index', 'directory-business'] as const;

function businessRequest(slug: string, locale: Locale, lifetime: DataLifetime, ...rest: string[]) {
  return {
    segments: [...BUSINESS_PATH, slug, ...rest],
    locale,
    tags: [ALL_API_DATA_TAG, businessTag(slug)],
    lifetime,
  };
}

export const getBusiness = cache(
  async (
    slug: string,
    locale: Locale,
    lifetime: DataLifetime = 'page',
  ): Promise<Business | null> => {
    const raw = await fetchApiJson(businessRequest(slug, locale, lifetime));
    if (raw === null) return null;
    const business = reshapeBusiness(raw);
    // A HIDDEN business is not to be shown, whatever the API let through.
    return business && business.visibility !== 'HIDDEN' ? business : null;
  },
);

export const listBlogArticles = cache(
  async (
    slug: string,
    locale: Locale,
    lifetime: DataLifetime = 'page',
  ): Promise<BlogArticleSummary[] | null> => {
    const raw = await fetchApiJson(businessRequest(slug, locale, lifetime, 'blog', 'articles'));
    return raw === null ? null : reshapeBlogArticleList(raw);
  },
);

export const getBlogArticle = cache(
  async (slug: string, articleSlug: string, locale: Locale): Promise<BlogArticle | null> => {
    const raw = await fetchApiJson(
      businessRequest(slug, locale, 'page', 'blog', 'articles', articleSlug),
    );
    return raw === null ? null : reshapeBlogArticle(raw);
  },
);

export const getFaq = cache(
  async (slug: string, locale: Locale, lifetime: DataLifetime = 'page'): Promise<Faq | null> => {
    const raw = await fetchApiJson(businessRequest(slug, locale, lifetime, 'faq'));
    return raw === null ? null : reshapeFaq(raw);
  },
);

export const listReviews = cache(
  async (
    slug: string,
    locale: Locale,
    page: number,
    limit: number,
    lifetime: DataLifetime = 'page',
  ): Promise<Paged<Review> | null> => {
    const request = businessRequest(slug, locale, lifetime, 'reviews');
    const raw = await fetchApiJson({ ...request, query: { page, limit } });
    return raw === null ? null : reshapeReviewPage(raw, { page, limit });
  },
);

export const listCatalogItems = cache(
  async (
    slug: string,
    locale: Locale,
    page: number,
    limit: number,
    type?: CatalogItemType,
    search?: string,
    lifetime: DataLifetime = 'page',
  ): Promise<Paged<CatalogItem> | null> => {
    const request = businessRequest(slug, locale, lifetime, 'catalog', 'items');
    const raw = await fetchApiJson({ ...request, query: { page, limit, itemType: type, search } });
    return raw === null ? null : reshapeCatalogPage(raw, { page, limit });
  },
);

export const getCatalogItem = cache(
  async (slug: string, itemSlug: string, locale: Locale): Promise<CatalogItemDetail | null> => {
    const raw = await fetchApiJson(
      businessRequest(slug, locale, 'page', 'catalog', 'items', itemSlug),
    );
    return raw === null ? null : reshapeCatalogItemDetail(raw);
  },
);

export const listDocuments = cache(
  async (
    slug: string,
    locale: Locale,
    page: number,
    limit: number,
    lifetime: DataLifetime = 'page',
  ): Promise<Paged<DocumentSummary> | null> => {
    const request = businessRequest(slug, locale, lifetime, 'documents');
    const raw = await fetchApiJson({ ...request, query: { page, limit } });
    return raw === null ? null : reshapeDocumentPage(raw, { page, limit });
  },
);

export const getDocument = cache(
  async (slug: string, documentId: string, locale: Locale): Promise<DocumentDetail | null> => {
    const raw = await fetchApiJson(businessRequest(slug, locale, 'page', 'documents', documentId));
    return raw === null ? null : reshapeDocumentDetail(raw);
  },
);
