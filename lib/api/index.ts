/*
 * The front door of the API layer: everything outside lib/api reads the Directory API through
 * these names only (`import { getBusiness, type Business } from '@/lib/api'`). What is not
 * exported here (the fetch path, request URLs, raw shapes) is free to change behind it.
 */

export type * from './types';
export { CATALOG_ITEM_TYPES } from './types';

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
} from './directory';
export type { DataLifetime } from './fetch-json';
export { getSectionCounts, type SectionCounts } from './section-counts';
export {
  API_MAX_LIMIT,
  CATALOG_PAGE_SIZE,
  DOCUMENTS_PAGE_SIZE,
  REVIEWS_PAGE_SIZE,
} from './page-sizes';
export { emptyPage } from './reshape/paging';

export { DirectoryApiError, isDirectoryApiError } from './errors';

export { streamPublicBusinesses } from './listing-stream';
export { jsonArrayItems } from './json-array-stream';
export { reshapeBusiness } from './reshape/business';
export { faqQuestionCount } from './reshape/faq';
export { httpUrl, isRecord, telUri } from './reshape/primitives';

export { upstreamAnswers } from './upstream-probe';
export { backgroundSectionReader, type BusinessSectionReader } from './background-sections';
export { recordingFailures } from './upstream-request';
export { revalidationTags } from './cache-tags';

export { openApiDocumentFor } from './openapi/openapi-document';
