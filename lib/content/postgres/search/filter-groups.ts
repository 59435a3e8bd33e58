import type { Locale } from '@/lib/i18n/routing';
import type { Queryable } from '../pg-database';
import type { ScopeFilters } from './search-scope';

/*
 * A language's businesses counted by each combination of the filters' values they hold: their
 * category, cities, regions and whether they are verified. A directory of any size holds few
 * such combinations (about as many as its cities and categories), so the writer stores them
 * with the facets (directory_search_state.filter_groups), and a search without text or place
 * counts its total and facets over them: the businesses in its scope are the groups that pass
 * its filters, by the same rules the scope's SQL applies (search-scope.ts conditionsOf).
 */

export interface FilterGroup {
  category: string;
  cities: readonly string[];
  regions: readonly string[];
  verified: boolean;
  businesses: number;
}

/** A group as stored: [category, cities, regions, verified (1 or 0), businesses]. */
type StoredGroup = [string, string[], string[], 0 | 1, number];

/** The language's groups, as JSON for filter_groups. */
export async function filterGroupsOfRows(db: Queryable, locale: Locale): Promise<string> {
  const rows = await db.query<{
    category: string;
    cities: string[];
    regions: string[];
    verified: boolean;
    n: number;
  }>(
    `SELECT category_key AS category, city_slugs AS cities, regions, verified, count(*)::int AS n
     FROM directory_search WHERE locale = $1 GROUP BY category_key, city_slugs, regions, verified`,
    [locale],
  );
  const stored: StoredGroup[] = rows.map((row) => [
    row.category,
    row.cities,
    row.regions,
    row.verified ? 1 : 0,
    row.n,
  ]);
  return JSON.stringify(stored);
}

/** The groups of a stored filter_groups value; null for a version written without them. */
export function parseFilterGroups(stored: string | null): FilterGroup[] | null {
  if (stored === null) return null;
  return (JSON.parse(stored) as StoredGroup[]).map(
    ([category, cities, regions, verified, businesses]) => ({
      category,
      cities,
      regions,
      verified: verified === 1,
      businesses,
    }),
  );
}

/** The groups whose businesses pass the filters. */
export function groupsPassing(
  groups: readonly FilterGroup[],
  filters: ScopeFilters,
): FilterGroup[] {
  const { category, city, region, verified } = filters;
  if (category === null || city === null || region === null) return [];
  return groups.filter(
    (group) =>
      (category === undefined || group.category === category) &&
      (city === undefined || group.cities.includes(city)) &&
      (region === undefined || group.regions.includes(region)) &&
      (verified !== true || group.verified),
  );
}
