import { facetSlug } from '@/lib/directory/facet-slug';
import type { Facet } from '@/lib/directory/listing-index';
import type { Locale } from '@/lib/i18n/routing';
import type { Queryable } from '../pg-database';
import { withStatementTimeout } from '../statement-timeout';
import { filterGroupsOfRows } from '../search/filter-groups';
import type { RegionCounts, StoredFacets, StoredRegionFacets } from './stored-facets';

/*
 * The facets of a language's search rows, worked out by the writer once the rows are those of
 * the version it stores (search-sync.ts), in the same transaction: what the in-memory index
 * works out from the listing (lib/directory/index-entries.ts), here by aggregates over the
 * rows' columns, so that neither the writer nor a reader holds a business to get them. The
 * listing's JSON is never read: at a million businesses that would be gigabytes to parse, where
 * these aggregates scan the slim rows once each and return a few thousand groups.
 * A name is the first spelling in listing order; a lastmod the greatest updatedAt ('' is the
 * rows' "none", which sorts first in the C collation); the aliases are met in listing order.
 */

/**
 * The aggregates scan every row of the language once each: at a million businesses on a busy
 * host one may outlast the pool's statement timeout, which is sized for the pages' reads. The
 * writer's transaction gives these statements alone a longer one.
 */
const FACETS_STATEMENT_TIMEOUT_MS = 120_000;

interface FacetRow {
  slug: string;
  count: number;
  lastmod: string;
}

function lastmodOf(value: string | null): string | null {
  return value === null || value === '' ? null : value;
}

async function categoriesOf(db: Queryable, locale: Locale) {
  const groups = await db.query<FacetRow>(
    `SELECT category_key AS slug, count(*)::int AS count, max(updated_at) AS lastmod
     FROM directory_search WHERE locale = $1 AND category_key <> '' GROUP BY category_key`,
    [locale],
  );
  // Each (name, key) pair once, by its first business: few rows, read in listing order.
  const pairs = await db.query<{ category: string; key: string }>(
    `SELECT category, category_key AS key FROM directory_search WHERE locale = $1
     GROUP BY category, category_key ORDER BY min(position)`,
    [locale],
  );
  const names = new Map<string, string>();
  const aliases = new Map<string, string>();
  for (const { category, key } of pairs) {
    if (!names.has(key)) names.set(key, category);
    const own = facetSlug(category);
    if (own && own !== key && !aliases.has(own)) aliases.set(own, key);
  }
  const categories: Facet[] = groups.map((group) => ({
    slug: group.slug,
    name: names.get(group.slug) ?? group.slug,
    count: group.count,
    lastmod: lastmodOf(group.lastmod),
  }));
  return { categories, categoryAliases: [...aliases] };
}

/** A city's name: its spelling in the first business (by position) that lists it. */
async function citiesOf(db: Queryable, locale: Locale): Promise<Facet[]> {
  const rows = await db.query<FacetRow & { name: string }>(
    `WITH cities AS (
       SELECT c.slug, count(*)::int AS count, max(s.updated_at) AS lastmod,
         min(ARRAY[s.position, c.n::int]) AS first
       FROM directory_search s, unnest(s.city_slugs) WITH ORDINALITY AS c(slug, n)
       WHERE s.locale = $1 GROUP BY c.slug)
     SELECT cities.slug, cities.count, cities.lastmod, f.cities[cities.first[2]] AS name
     FROM cities JOIN directory_search f ON f.locale = $1 AND f.position = cities.first[1]`,
    [locale],
  );
  return rows.map((row) => ({
    slug: row.slug,
    name: row.name,
    count: row.count,
    lastmod: lastmodOf(row.lastmod),
  }));
}

async function regionsOf(db: Queryable, locale: Locale) {
  const rows = await db.query<FacetRow>(
    `SELECT r.region AS slug, count(*)::int AS count, max(s.updated_at) AS lastmod
     FROM directory_search s, unnest(s.regions) AS r(region)
     WHERE s.locale = $1 GROUP BY r.region`,
    [locale],
  );
  return rows.map((row) => ({ slug: row.slug, count: row.count, lastmod: lastmodOf(row.lastmod) }));
}

/** The facets of the language's rows, as stored in directory_search_state.facets. */
export async function facetsOfRows(db: Queryable, locale: Locale): Promise<StoredFacets> {
  const [whole] = await db.query<{ total: number; latest: string | null }>(
    `SELECT count(*)::int AS total, max(updated_at) AS latest
     FROM directory_search WHERE locale = $1`,
    [locale],
  );
  return {
    total: whole?.total ?? 0,
    latestUpdate: lastmodOf(whole?.latest ?? null),
    ...(await categoriesOf(db, locale)),
    cities: await citiesOf(db, locale),
    regions: await regionsOf(db, locale),
  };
}

/** Each city's regions, in the order its businesses (by position, then their own order) name them. */
async function cityRegionsOf(db: Queryable, locale: Locale): Promise<[string, string[]][]> {
  const rows = await db.query<{ city: string; region: string }>(
    `SELECT c.slug AS city, r.region
     FROM directory_search s, unnest(s.city_slugs) AS c(slug),
       unnest(s.regions) WITH ORDINALITY AS r(region, n)
     WHERE s.locale = $1 GROUP BY c.slug, r.region
     ORDER BY c.slug, min(ARRAY[s.position, r.n::int])`,
    [locale],
  );
  const byCity = new Map<string, string[]>();
  for (const { city, region } of rows) {
    const regions = byCity.get(city);
    if (regions) regions.push(region);
    else byCity.set(city, [region]);
  }
  return [...byCity];
}

/** The region facets of the language's rows, as stored in directory_search_state.region_facets. */
export async function regionFacetsOfRows(
  db: Queryable,
  locale: Locale,
): Promise<StoredRegionFacets> {
  const inRegion: Record<string, RegionCounts> = {};
  const countsOf = (region: string) => (inRegion[region] ??= { categories: [], cities: [] });
  const categories = await db.query<{ region: string; slug: string; count: number }>(
    `SELECT r.region, s.category_key AS slug, count(*)::int AS count
     FROM directory_search s, unnest(s.regions) AS r(region)
     WHERE s.locale = $1 AND s.category_key <> '' GROUP BY r.region, s.category_key`,
    [locale],
  );
  for (const row of categories) countsOf(row.region).categories.push([row.slug, row.count]);
  const cities = await db.query<{ region: string; slug: string; count: number }>(
    `SELECT r.region, c.slug, count(*)::int AS count
     FROM directory_search s, unnest(s.regions) AS r(region), unnest(s.city_slugs) AS c(slug)
     WHERE s.locale = $1 GROUP BY r.region, c.slug`,
    [locale],
  );
  for (const row of cities) countsOf(row.region).cities.push([row.slug, row.count]);
  return { cityRegions: await cityRegionsOf(db, locale), inRegion };
}

/**
 * The facet columns of the language's rows and its filter groups, as JSON, under the facets'
 * statement timeout.
 */
export async function storedFacetsOfRows(
  db: Queryable,
  locale: Locale,
): Promise<{ facets: string; regionFacets: string; filterGroups: string }> {
  return withStatementTimeout(db, FACETS_STATEMENT_TIMEOUT_MS, async (patient) => ({
    facets: JSON.stringify(await facetsOfRows(patient, locale)),
    regionFacets: JSON.stringify(await regionFacetsOfRows(patient, locale)),
    filterGroups: await filterGroupsOfRows(patient, locale),
  }));
}
