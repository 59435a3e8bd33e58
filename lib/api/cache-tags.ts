/**
 * Cache tags of upstream responses. A revalidation of one business targets its tag, and every
 * response carries the global one. (The listing is never in Next's data cache: it is streamed
 * into the in-memory directory index, which a revalidation reloads on its own.)
 */
export const ALL_API_DATA_TAG = 'directory-api';

export function businessTag(slug: string): string {
  return `business:${slug}`;
}

/**
 * What a revalidation expires: for one business, its own data (its pages and twins); for the
 * whole directory, everything.
 */
export function revalidationTags(slug: string | null): string[] {
  return slug === null ? [ALL_API_DATA_TAG] : [businessTag(slug)];
}
