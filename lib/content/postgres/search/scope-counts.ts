import type { FilterGroup } from './filter-groups';

/*
 * What a search counts over its scope, whatever its page: the businesses it holds and each
 * facet's share of them. Worked out from groups of businesses that share a category, cities and
 * regions: the filter groups for a search without text, or the scope's own rows grouped so by
 * PostgreSQL (search-pages.ts), far fewer than the rows. A business counts once in each of its
 * cities and regions, as many times as its row names them, as an unnest of its arrays counts.
 */

type Counts = Map<string, number>;

export interface ScopeCounts {
  total: number;
  categories: Counts;
  cities: Counts;
  regions: Counts;
}

type CountedGroup = Pick<FilterGroup, 'category' | 'cities' | 'regions' | 'businesses'>;

function add(counts: Counts, key: string, businesses: number): void {
  counts.set(key, (counts.get(key) ?? 0) + businesses);
}

export function countsOfGroups(groups: Iterable<CountedGroup>): ScopeCounts {
  const counts: ScopeCounts = {
    total: 0,
    categories: new Map(),
    cities: new Map(),
    regions: new Map(),
  };
  for (const group of groups) {
    counts.total += group.businesses;
    // A business without a category is in no category's count, as on the category pages.
    if (group.category !== '') add(counts.categories, group.category, group.businesses);
    for (const city of group.cities) add(counts.cities, city, group.businesses);
    for (const region of group.regions) add(counts.regions, region, group.businesses);
  }
  return counts;
}
