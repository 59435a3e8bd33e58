/**
 * Page sizes of the paged sections. Pages, section counts and client pagers all use these, so
 * that they ask the API the same question and share one cached answer.
 */
export const REVIEWS_PAGE_SIZE = 10;
export const CATALOG_PAGE_SIZE = 12;
export const DOCUMENTS_PAGE_SIZE = 12;
/** The API's own upper bound on `limit`. */
export const API_MAX_LIMIT = 100;
