import type { ResponseBody } from './listing-body';
import {
  localizeArticle,
  localizeArticleSummary,
  localizeBusiness,
  localizeCatalogItem,
  localizeCatalogItemDetail,
  localizeDocumentDetail,
  localizeDocumentSummary,
  localizeFaq,
  localizeReview,
  type LocalizeContext,
} from './localize';
import {
  pageOf,
  parseCatalogFilter,
  parseLang,
  parsePaging,
  ParameterError,
  type CatalogFilter,
} from './params';
import type { Route } from './routes';
import type { Store } from './store';
import { searchableText } from './text';
import type { BusinessRecord, CatalogItemSeed } from './types';
import type {
  ApiBlogArticleList,
  ApiBusinessDetail,
  ApiCatalogItemList,
  ApiDocumentList,
  ApiError,
  ApiReviewList,
} from './api-types';

const DIRECTORY_NAME = 'Open Business Directory';
const LICENSE = 'ODC-By-1.0';

export interface HandlerContext {
  store: Store;
  /** Public base URL of this server, for asset URLs; no trailing slash. */
  assetBase: string;
  /** The directory website's address, for `_citation`; no trailing slash. */
  siteUrl: string;
}

/** A response ready to send: the body is already serialized JSON. */
export interface ApiResponse {
  status: number;
  body: ResponseBody;
}

class NotFoundError extends Error {}

export function jsonResponse(status: number, value: unknown): ApiResponse {
  return { status, body: Buffer.from(JSON.stringify(value)) };
}

export function errorResponse(statusCode: number, message: string): ApiResponse {
  const body: ApiError = { message, statusCode };
  return jsonResponse(statusCode, body);
}

/**
 * A business that may be shown by slug: PUBLIC or NON_LISTED. HIDDEN is indistinguishable from
 * a slug that never existed, so nothing leaks that it once did.
 */
function visibleBusiness(store: Store, slug: string): BusinessRecord {
  const record = store.find(slug);
  if (!record || record.core.visibility === 'HIDDEN') throw new NotFoundError('Business not found');
  return record;
}

/** ISO 8601 UTC strings of one format sort as text; no locale collation wanted here. */
function newestFirst<T>(items: readonly T[], date: (item: T) => string): T[] {
  return [...items].sort((a, b) => (date(a) < date(b) ? 1 : date(a) > date(b) ? -1 : 0));
}

/** Every search word must appear in the label or the description (folded: no case, no accents). */
function matchesFilter(
  item: CatalogItemSeed,
  filter: CatalogFilter,
  ctx: LocalizeContext,
): boolean {
  if (filter.itemType !== null && item.itemType !== filter.itemType) return false;
  if (filter.search === null) return true;
  const haystack = searchableText(`${item.label[ctx.lang]}\n${item.description?.[ctx.lang] ?? ''}`);
  return searchableText(filter.search)
    .split(' ')
    .every((word) => haystack.includes(word));
}

function businessDetail(
  record: BusinessRecord,
  ctx: LocalizeContext,
  siteUrl: string,
): ApiBusinessDetail {
  const canonicalUrl = `${siteUrl}/business/${encodeURIComponent(record.core.slug)}`;
  return {
    ...localizeBusiness(record.core, ctx),
    _citation: { source: `${DIRECTORY_NAME} — ${canonicalUrl}`, canonicalUrl, license: LICENSE },
  };
}

function handle(route: Route, query: URLSearchParams, context: HandlerContext): ApiResponse {
  // Parameters first: a malformed request is a 400 whether or not the business exists.
  const ctx: LocalizeContext = { lang: parseLang(query), assetBase: context.assetBase };
  const { store } = context;

  switch (route.operation) {
    case 'listBusinesses':
      return { status: 200, body: store.listing(ctx.lang, ctx.assetBase) };

    case 'getBusiness':
      return jsonResponse(
        200,
        businessDetail(visibleBusiness(store, route.slug), ctx, context.siteUrl),
      );

    case 'listBlogArticles': {
      const { articles } = visibleBusiness(store, route.slug).content();
      const body: ApiBlogArticleList = {
        articles: newestFirst(articles, (article) => article.publishedDate).map((article) =>
          localizeArticleSummary(article, ctx),
        ),
        total: articles.length,
      };
      return jsonResponse(200, body);
    }

    case 'getBlogArticle': {
      const article = visibleBusiness(store, route.slug)
        .content()
        .articles.find((candidate) => candidate.slug === route.articleSlug);
      if (!article) throw new NotFoundError('Blog article not found');
      return jsonResponse(200, localizeArticle(article, ctx));
    }

    case 'getBusinessFaq': {
      const { faq } = visibleBusiness(store, route.slug).content();
      if (!faq) throw new NotFoundError('FAQ not found');
      return jsonResponse(200, localizeFaq(faq, ctx));
    }

    case 'listBusinessReviews': {
      const paging = parsePaging(query);
      const { reviews } = visibleBusiness(store, route.slug).content();
      const body: ApiReviewList = {
        reviews: pageOf(
          newestFirst(reviews, (review) => review.reviewDate),
          paging,
        ).map(localizeReview),
        total: reviews.length,
        page: paging.page,
        limit: paging.limit,
      };
      return jsonResponse(200, body);
    }

    case 'listCatalogItems': {
      const paging = parsePaging(query);
      const filter = parseCatalogFilter(query);
      const matching = visibleBusiness(store, route.slug)
        .content()
        .catalog.filter((item) => matchesFilter(item, filter, ctx));
      const body: ApiCatalogItemList = {
        items: pageOf(matching, paging).map((item) => localizeCatalogItem(item, ctx)),
        total: matching.length,
        page: paging.page,
        limit: paging.limit,
      };
      return jsonResponse(200, body);
    }

    case 'getCatalogItem': {
      const item = visibleBusiness(store, route.slug)
        .content()
        .catalog.find((candidate) => candidate.itemSlug === route.itemSlug);
      if (!item) throw new NotFoundError('Catalog item not found');
      return jsonResponse(200, localizeCatalogItemDetail(item, ctx));
    }

    case 'listBusinessDocuments': {
      const paging = parsePaging(query);
      const { documents } = visibleBusiness(store, route.slug).content();
      const body: ApiDocumentList = {
        data: pageOf(documents, paging).map((document) => localizeDocumentSummary(document, ctx)),
        total: documents.length,
        totalPages: Math.ceil(documents.length / paging.limit),
      };
      return jsonResponse(200, body);
    }

    case 'getDocument': {
      const wanted = route.documentId;
      const document = visibleBusiness(store, route.slug)
        .content()
        .documents.find(
          (candidate) =>
            candidate.id.toLowerCase() === wanted.toLowerCase() || candidate.slug === wanted,
        );
      if (!document) throw new NotFoundError('Document not found');
      return jsonResponse(200, localizeDocumentDetail(document, ctx));
    }
  }
}

/** Runs one endpoint; invalid parameters become 400 and missing resources 404, both `{message, statusCode}`. */
export function handleApiRoute(
  route: Route,
  query: URLSearchParams,
  context: HandlerContext,
): ApiResponse {
  try {
    return handle(route, query, context);
  } catch (error) {
    if (error instanceof ParameterError) return errorResponse(400, error.message);
    if (error instanceof NotFoundError) return errorResponse(404, error.message);
    throw error;
  }
}
