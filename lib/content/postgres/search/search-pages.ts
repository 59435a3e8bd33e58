import type { DirectoryIndex, Facet } from '@/lib/directory/listing-index';
import type { FacetCount, SearchSort } from '@/lib/directory/search/search-query';
import type { Queryable } from '../pg-database';
import { SqlParams } from '../sql-params';
import { orderOf, scopeRows, type Scope } from './search-scope';

/*
 * The statements of a search over a scope (search-scope.ts): one page of it with its total and
 * its facets in one statement (the scope read once), its best few, or how many it holds.
 */

export interface ScopeRow {
  position: number;
  /** The engine's 32-bit score, read back as the engine's arrays hold it. */
  score: number;
  distance: number | null;
}

type Counts = Map<string, number>;

export interface ScopePage {
  rows: ScopeRow[];
  total: number;
  /** Facets named by the index, most businesses first (the index's name order breaks ties). */
  facetsIn(index: DirectoryIndex): {
    categories: FacetCount[];
    cities: FacetCount[];
    regions: FacetCount[];
  };
}

function counted(facets: readonly Facet[], counts: Counts): FacetCount[] {
  return facets
    .filter((facet) => counts.has(facet.slug))
    .map((facet) => ({ slug: facet.slug, name: facet.name, count: counts.get(facet.slug)! }))
    .sort((a, b) => b.count - a.count);
}

function pageOf(rows: ScopeRow[], total: number, facets: Counts[]): ScopePage {
  const [categories, cities, regions] = facets as [Counts, Counts, Counts];
  return {
    rows,
    total,
    facetsIn: (index) => ({
      categories: counted(index.categories, categories),
      cities: counted(index.cities, cities),
      regions: counted(index.regions, regions),
    }),
  };
}

export function emptyPage(): ScopePage {
  return pageOf([], 0, [new Map(), new Map(), new Map()]);
}

function rowOf(row: { key: string; score: number; distance: number | null }): ScopeRow {
  return {
    position: Number(row.key),
    score: Math.fround(Number(row.score)),
    distance: row.distance === null ? null : Number(row.distance),
  };
}

/** Part of the statement's answer each row is: one of the page, the total, or a facet count. */
const PART = { page: 0, total: 1, categories: 2, cities: 3, regions: 4 } as const;

export async function pageIn(
  db: Queryable,
  scope: Scope,
  sort: SearchSort,
  limit: number,
  offset: number,
): Promise<ScopePage> {
  const params = new SqlParams();
  const order = orderOf(scope, sort);
  const rows = await db.query<{
    part: number;
    n: number;
    key: string;
    score: number;
    distance: number | null;
  }>(
    `WITH kept AS MATERIALIZED (${scopeRows(scope, params)})
     SELECT ${PART.page} AS part, n, key, score, distance FROM (
       SELECT (row_number() OVER (ORDER BY ${order}))::int AS n, position::text AS key, score,
         distance FROM kept ORDER BY ${order}
       LIMIT ${params.add(limit)} OFFSET ${params.add(offset)}) AS page
     UNION ALL SELECT ${PART.total}, count(*)::int, NULL, NULL, NULL FROM kept
     UNION ALL SELECT ${PART.categories}, count(*)::int, category_key, NULL, NULL FROM kept
       WHERE category_key <> '' GROUP BY category_key
     UNION ALL SELECT ${PART.cities}, count(*)::int, city, NULL, NULL
       FROM kept, unnest(city_slugs) AS city GROUP BY city
     UNION ALL SELECT ${PART.regions}, count(*)::int, region, NULL, NULL
       FROM kept, unnest(regions) AS region GROUP BY region`,
    params.values,
  );
  const page = rows.filter((row) => row.part === PART.page).sort((a, b) => a.n - b.n);
  const total = rows.find((row) => row.part === PART.total)?.n ?? 0;
  const facets = [PART.categories, PART.cities, PART.regions].map(
    (part) =>
      new Map(rows.filter((row) => row.part === part).map((row) => [row.key, Number(row.n)])),
  );
  return pageOf(page.map(rowOf), Number(total), facets);
}

/** The scope's first `limit` rows in the order of `sort`. */
export async function topIn(
  db: Queryable,
  scope: Scope,
  sort: SearchSort,
  limit: number,
): Promise<ScopeRow[]> {
  const params = new SqlParams();
  const rows = await db.query<{ key: string; score: number; distance: number | null }>(
    `SELECT position::text AS key, score, distance FROM (${scopeRows(scope, params)}) AS kept
     ORDER BY ${orderOf(scope, sort)} LIMIT ${params.add(limit)}`,
    params.values,
  );
  return rows.map(rowOf);
}

/** How many rows the scope holds, counted up to `upTo` when given. */
export async function countIn(db: Queryable, scope: Scope, upTo?: number): Promise<number> {
  const params = new SqlParams();
  const limit = upTo === undefined ? '' : ` LIMIT ${params.add(upTo)}`;
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (SELECT 1 FROM (${scopeRows(scope, params, false)}) AS kept${limit}) AS counted`,
    params.values,
  );
  return Number(row?.n ?? 0);
}
