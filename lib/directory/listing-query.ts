import { resolveRegion } from '@/lib/places/region-names';
import { facetSlug } from './facet-slug';
import type { Directory } from './directory';
import type { DirectoryIndex, Facet, ListingEntry } from './listing-index';

/*
 * Reading a directory: what a filter value names (from its facets, whichever holds it), which
 * entries of an in-memory index match a query, and one page of a list.
 */

/** What naming a filter's value needs of a directory: its facets. */
export type DirectoryFacets = Pick<
  Directory,
  'categories' | 'cities' | 'regions' | 'categoryAliases'
>;

/** The slugs of a facet list, once per list (lists are replaced, never changed). */
const slugSets = new WeakMap<readonly Facet[], Set<string>>();

function holds(facets: readonly Facet[], slug: string): boolean {
  let slugs = slugSets.get(facets);
  if (!slugs) {
    slugs = new Set(facets.map((facet) => facet.slug));
    slugSets.set(facets, slugs);
  }
  return slugs.has(slug);
}

/** The key of the category a filter value names (a key, or a name in the index's language), or null. */
export function resolveCategory(facets: DirectoryFacets, value: string): string | null {
  const slug = facetSlug(value);
  if (!slug) return null;
  if (holds(facets.categories, slug)) return slug;
  return facets.categoryAliases.get(slug) ?? null;
}

/** The key of the city a filter value names (its name or its slug), or null. */
export function resolveCity(facets: DirectoryFacets, value: string): string | null {
  const slug = facetSlug(value);
  return slug && holds(facets.cities, slug) ? slug : null;
}

/**
 * The ISO 3166-2 code of the region a filter value names (a code, in any case, or a name in
 * either language) when the directory has a business there, or null.
 */
export function resolveRegionFilter(facets: DirectoryFacets, value: string): string | null {
  const code = resolveRegion(value);
  return code && holds(facets.regions, code) ? code : null;
}

export function categoryFacet(facets: DirectoryFacets, slug: string): Facet | null {
  return facets.categories.find((facet) => facet.slug === slug) ?? null;
}

export function cityFacet(facets: DirectoryFacets, slug: string): Facet | null {
  return facets.cities.find((facet) => facet.slug === slug) ?? null;
}

export interface ListingQuery {
  /** A category key; one the index does not know matches nothing. */
  categorySlug?: string;
  citySlug?: string;
}

/**
 * Entries of a category, a city or both, in listing order: the facet pages' lists. Text is the
 * search engine's (lib/directory/search), never matched here.
 */
export function queryIndex(index: DirectoryIndex, query: ListingQuery): readonly ListingEntry[] {
  let positions: number[] | null = null;
  if (query.categorySlug) positions = index.byCategory.get(query.categorySlug) ?? [];
  if (query.citySlug) {
    const inCity = index.byCity.get(query.citySlug) ?? [];
    if (positions === null) positions = inCity;
    else {
      const wanted = new Set(inCity);
      positions = positions.filter((position) => wanted.has(position));
    }
  }
  return positions === null
    ? index.entries
    : positions.map((position) => index.entries[position] as ListingEntry);
}

export interface ListingPage {
  /** A copy: the page's own array. */
  entries: ListingEntry[];
  page: number;
  totalPages: number;
  total: number;
}

/** The pages a list of `total` entries has: one at least ("no results" is a page). */
function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Whether `page` is one of a list's pages (page 2 of nothing is not: the caller answers 404). */
function isPageOf(page: number, total: number, pageSize: number): boolean {
  return Number.isInteger(page) && page >= 1 && page <= pageCount(total, pageSize);
}

/**
 * One page of a directory's list (listing order), or null for a page past the last one.
 */
export async function directoryPage(
  directory: Pick<Directory, 'list'>,
  query: ListingQuery,
  page: number,
  pageSize: number,
): Promise<ListingPage | null> {
  if (!Number.isInteger(page) || page < 1) return null;
  const { entries, total } = await directory.list(query, (page - 1) * pageSize, pageSize);
  if (!isPageOf(page, total, pageSize)) return null;
  return { entries, page, totalPages: pageCount(total, pageSize), total };
}

/**
 * One page of a list, or null for a page past the last one (the caller answers 404). An empty
 * list has one, empty, page: "no results" is a page, page 2 of nothing is not.
 */
export function pageOf(
  entries: readonly ListingEntry[],
  page: number,
  pageSize: number,
): ListingPage | null {
  if (!isPageOf(page, entries.length, pageSize)) return null;
  const totalPages = pageCount(entries.length, pageSize);
  return {
    entries: entries.slice((page - 1) * pageSize, page * pageSize),
    page,
    totalPages,
    total: entries.length,
  };
}
