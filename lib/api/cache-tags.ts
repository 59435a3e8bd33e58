/**
 * Cache tags of upstream responses. A revalidation of one business targets its tag; the
 * listing has its own, and every response carries the global one.
 */
export const ALL_API_DATA_TAG = 'directory-api';
export const BUSINESS_LIST_TAG = 'business-list';

export function businessTag(slug: string): string {
  return `business:${slug}`;
}

/**
 * What a revalidation expires: for one business, its own data (its pages and twins) and the
 * listing (the companion files name it); for the whole directory, everything.
 */
export function revalidationTags(slug: string | null): string[] {
  return slug === null ? [ALL_API_DATA_TAG] : [businessTag(slug), BUSINESS_LIST_TAG];
}
