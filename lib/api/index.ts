/*
 * The front door of the API layer: everything outside lib/api reads the Directory API through
 * these names only (`import { getBusiness, type Business } from '@/lib/api'`). What is not
 * exported here (the fetch path, request URLs, raw shapes) is free to change behind it.
 */

export type * from './types';
export { CATALOG_ITEM_TYPES, DOCUMENT_TYPES, VISIBILITIES } from './types';

export {
  getBlogArticle,
  getBusiness,
  getCatalogItem,
  getDocument,
  getFaq,
  listBlogArticles,
  listCatalogItems,
  listDocuments,
  listReviews,
  type CatalogQuery,
  type PageRequest,
} from './directory';
export type { DataLifetime } from './fetch-json';
export { getSectionCounts, type SectionCounts } from './section-counts';
export {
  API_MAX_LIMIT,
  CATALOG_PAGE_SIZE,
  DOCUMENTS_PAGE_SIZE,
  REVIEWS_PAGE_SIZE,
} from './page-sizes';
export { emptyPage, MAX_REACHABLE_PAGE } from './reshape/paging';

export { DirectoryApiError, isDirectoryApiError, type DirectoryApiErrorKind } from './errors';

export { LISTING_STALL_TIMEOUT_MS, listingItems, streamPublicBusinesses } from './listing-stream';
export { jsonArrayItems } from './json-array-stream';
export { reshapeBusiness } from './reshape/business';
export { anchorFor, faqQuestionCount } from './reshape/faq';
export {
  httpUrl,
  isRecord,
  MAX_MARKDOWN_LENGTH,
  TRUNCATION_MARK,
  telUri,
  type UnknownRecord,
} from './reshape/primitives';

export { upstreamAnswers } from './upstream-probe';
export { backgroundSectionReader, type BusinessSectionReader } from './background-sections';
export { MAX_BACKGROUND_BODY_BYTES } from './background-fetch';
export { recordingFailures } from './upstream-request';
export { ALL_API_DATA_TAG, businessTag, revalidationTags } from './cache-tags';

export {
  loadOpenApiDocument,
  openApiDocumentFor,
  type DirectoryApiDocument,
} from './openapi/openapi-document';
export { createResponseValidator, validateResponse } from './openapi/schema-validator';
