import { sortedFacets } from '@/lib/directory/facet-order';
import type { Facet } from '@/lib/directory/listing-index';
import { regionName } from '@/lib/places/region-names';

/*
 * The facets of a language's search rows as the writer stores them beside the rows
 * (directory_search_state, migration 007), and what a reader makes of them. Stored unsorted and
 * with regions unnamed: the order (the locale's collator) and the regions' names belong to the
 * code that reads them, so a release that changes either needs no rewrite of the rows.
 */

/** Read when a version is opened: what every page of the directory shows. */
export interface StoredFacets {
  total: number;
  latestUpdate: string | null;
  categories: Facet[];
  cities: Facet[];
  /** Named on reading (regionName). */
  regions: Omit<Facet, 'name'>[];
  /** facetSlug of a category's name → its key, in the listing order of their first business. */
  categoryAliases: [string, string][];
}

/** Each region's categories and cities, counted there. */
export interface RegionCounts {
  categories: [string, number][];
  cities: [string, number][];
}

/** Read at the first question about regions: larger, and asked by fewer pages. */
export interface StoredRegionFacets {
  /** Each city's regions, in the order the listing first names them. */
  cityRegions: [string, string[]][];
  inRegion: Record<string, RegionCounts>;
}

/** The facets a directory holds, as the in-memory index has them (index-entries.ts). */
export interface DirectoryFacets {
  total: number;
  latestUpdate: string | null;
  categories: Facet[];
  cities: Facet[];
  regions: Facet[];
  categoryAliases: Map<string, string>;
}

export function facetsOfStored(stored: StoredFacets, locale: string): DirectoryFacets {
  return {
    total: stored.total,
    latestUpdate: stored.latestUpdate,
    categories: sortedFacets(stored.categories, locale),
    cities: sortedFacets(stored.cities, locale),
    regions: sortedFacets(
      stored.regions.map((region) => ({
        ...region,
        name: regionName(region.slug, locale) ?? region.slug,
      })),
      locale,
    ),
    categoryAliases: new Map(stored.categoryAliases),
  };
}
