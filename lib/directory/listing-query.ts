import { resolveRegion } from '@/lib/places/region-names';
import { facetSlug } from './facet-slug';
import type { DirectoryIndex, Facet, ListingEntry } from './listing-index';

/*
 * Reading the directory index: what a filter value names, which entries match a query, and
 * one page of them. Pure functions of an index built by listing-index.ts.
 */

/** The key of the category a filter value names (a key, or a name in the index's language), or null. */
export function resolveCategory(index: DirectoryIndex, value: string): string | null {
  const slug = facetSlug(value);
  if (!slug) return null;
  if (index.byCategory.has(slug)) return slug;
  return index.categoryAliases.get(slug) ?? null;
}

/** The key of the city a filter value names (its name or its slug), or null. */
export function resolveCity(index: DirectoryIndex, value: string): string | null {
  const slug = facetSlug(value);
  return slug && index.byCity.has(slug) ? slug : null;
}

/**
 * The ISO 3166-2 code of the region a filter value names (a code, in any case, or a name in
 * either language) when the directory has a business there, or null.
 */
export function resolveRegionFilter(index: DirectoryIndex, value: string): string | null {
  const code = resolveRegion(value);
  return code && index.byRegion.has(code) ? code : null;
}

export function categoryFacet(index: DirectoryIndex, slug: string): Facet | null {
  return index.categories.find((facet) => facet.slug === slug) ?? null;
}

export function cityFacet(index: DirectoryIndex, slug: string): Facet | null {
  return index.cities.find((facet) => facet.slug === slug) ?? null;
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

/**
 * One page of a list, or null for a page past the last one (the caller answers 404). An empty
 * list has one, empty, page: "no results" is a page, page 2 of nothing is not.
 */
export function pageOf(
  entries: readonly ListingEntry[],
  page: number,
  pageSize: number,
): ListingPage | null {
  const totalPages = Math.max(1, Math.ceil(entries.length / pageSize));
  if (!Number.isInteger(page) || page < 1 || page > totalPages) return null;
  return {
    entries: entries.slice((page - 1) * pageSize, page * pageSize),
    page,
    totalPages,
    total: entries.length,
  };
}
