/*
 * Paths of the directory's listing pages, without locale prefix. Category and city pages have
 * one path in both languages (the category's key comes from its English name; see
 * ListingIndexOptions), like every other page of the site.
 */

/** Cards a listing page shows: a multiple of the two- and three-column grids. */
export const DIRECTORY_PAGE_SIZE = 24;

export type FacetKind = 'category' | 'city';

export const HOME_PATH = '/';

export function facetPath(kind: FacetKind, slug: string): string {
  return `/${kind}/${encodeURIComponent(slug)}`;
}
