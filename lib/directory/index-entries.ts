import { regionName } from '@/lib/places/region-names';
import { sortedFacets } from './facet-order';
import { facetSlug } from './facet-slug';
import type { DirectoryIndex, Facet, ListingEntry } from './listing-index';

/*
 * The groups of a listing index: each category's, city's and region's businesses, their facets (names,
 * counts, the latest change) sorted for the language, and the aliases of category names.
 */

interface Group {
  name: string;
  positions: number[];
  lastmod: string | null;
}

function later(a: string | null, b: string | null): string | null {
  if (a === null) return b;
  if (b === null) return a;
  return b > a ? b : a;
}

function facetsOf(groups: Map<string, Group>, locale: string): Facet[] {
  return sortedFacets(
    [...groups.entries()].map(([slug, group]) => ({
      slug,
      name: group.name,
      count: group.positions.length,
      lastmod: group.lastmod,
    })),
    locale,
  );
}

/** Groups, facets and lookups of some entries (in listing order). */
export function indexEntries(entries: ListingEntry[], locale: string): DirectoryIndex {
  const categories = new Map<string, Group>();
  const cities = new Map<string, Group>();
  const regions = new Map<string, Group>();
  const categoryAliases = new Map<string, string>();
  let latestUpdate: string | null = null;
  const add = (
    groups: Map<string, Group>,
    slug: string,
    name: string,
    position: number,
    updatedAt: string | null,
  ) => {
    if (!slug) return;
    const group = groups.get(slug);
    if (group) {
      group.positions.push(position);
      group.lastmod = later(group.lastmod, updatedAt);
    } else groups.set(slug, { name, positions: [position], lastmod: updatedAt });
  };
  entries.forEach((entry, position) => {
    add(categories, entry.categorySlug, entry.category, position, entry.updatedAt);
    const ownSlug = facetSlug(entry.category);
    if (ownSlug && ownSlug !== entry.categorySlug && !categoryAliases.has(ownSlug))
      categoryAliases.set(ownSlug, entry.categorySlug);
    for (const city of entry.cities) add(cities, facetSlug(city), city, position, entry.updatedAt);
    for (const region of entry.regions)
      add(regions, region, regionName(region, locale) ?? region, position, entry.updatedAt);
    latestUpdate = later(latestUpdate, entry.updatedAt);
  });
  return {
    locale,
    entries,
    categories: facetsOf(categories, locale),
    cities: facetsOf(cities, locale),
    regions: facetsOf(regions, locale),
    byCategory: new Map([...categories].map(([slug, group]) => [slug, group.positions])),
    byCity: new Map([...cities].map(([slug, group]) => [slug, group.positions])),
    byRegion: new Map([...regions].map(([slug, group]) => [slug, group.positions])),
    categoryAliases,
    latestUpdate,
  };
}
