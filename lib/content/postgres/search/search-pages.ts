import type { Directory } from '@/lib/directory/directory';
import type { Facet } from '@/lib/directory/listing-index';
import type { FacetCount, SearchSort } from '@/lib/directory/search/search-query';
import type { Queryable } from '../pg-database';
import { SqlParams } from '../sql-params';
import { scoreOf } from './search-score';
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

type DirectoryFacetLists = Pick<Directory, 'categories' | 'cities' | 'regions'>;

export interface ScopePage {
  rows: ScopeRow[];
  total: number;
  /** Facets named by the directory, most businesses first (its name order breaks ties). */
  facetsIn(directory: DirectoryFacetLists): {
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
    facetsIn: (directory) => ({
      categories: counted(directory.categories, categories),
      cities: counted(directory.cities, cities),
      regions: counted(directory.regions, regions),
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

/** Part of the statement's answer each row is: the page, the total, or a facet's counts. */
const PART = { page: 0, total: 1, categories: 2, cities: 3, regions: 4 } as const;

interface PartRow {
  part: number;
  n: number;
  key: string | null;
  positions: number[] | null;
  scores: number[] | null;
  distances: (number | null)[] | null;
}

/**
 * One page of the scope (its rows in `sort`'s order, the page's only: a bounded sort), its
 * total and its facets, reading the scope once. A row's score is worked out for the page's rows
 * alone when the order does not need it.
 */
export async function pageIn(
  db: Queryable,
  scope: Scope,
  sort: SearchSort,
  limit: number,
  offset: number,
): Promise<ScopePage> {
  const params = new SqlParams();
  const order = orderOf(scope, sort);
  const later = scope.match !== null && !order.includes('score');
  const kept = scopeRows(scope, params, later ? 'terms' : 'score');
  const score = later ? `${scoreOf(scope.match!.words, params)} AS score` : 'score';
  const rows = await db.query<PartRow>(
    `WITH kept AS MATERIALIZED (${kept})
     SELECT ${PART.page} AS part, 0 AS n, NULL AS key, array_agg(position ORDER BY ${order}) AS positions,
       array_agg(score ORDER BY ${order}) AS scores, array_agg(distance ORDER BY ${order}) AS distances
     FROM (SELECT position, name_rank, updated_at, distance, ${score} FROM kept
       ORDER BY ${order} LIMIT ${params.add(limit)} OFFSET ${params.add(offset)}) AS page
     UNION ALL SELECT ${PART.total}, count(*)::int, NULL, NULL, NULL, NULL FROM kept
     UNION ALL SELECT ${PART.categories}, count(*)::int, category_key, NULL, NULL, NULL FROM kept
       WHERE category_key <> '' GROUP BY category_key
     UNION ALL SELECT ${PART.cities}, count(*)::int, city, NULL, NULL, NULL
       FROM kept, unnest(city_slugs) AS city GROUP BY city
     UNION ALL SELECT ${PART.regions}, count(*)::int, region, NULL, NULL, NULL
       FROM kept, unnest(regions) AS region GROUP BY region`,
    params.values,
  );
  const page = rows.find((row) => row.part === PART.page);
  const items = (page?.positions ?? []).map((position, at) =>
    rowOf({
      key: String(position),
      score: page!.scores![at]!,
      distance: page!.distances![at] ?? null,
    }),
  );
  const total = rows.find((row) => row.part === PART.total)?.n ?? 0;
  const facets = [PART.categories, PART.cities, PART.regions].map(
    (part) =>
      new Map(rows.filter((row) => row.part === part).map((row) => [row.key!, Number(row.n)])),
  );
  return pageOf(items, Number(total), facets);
}

/** The scope's first `limit` rows (after `offset`) in the order of `sort`. */
export async function topIn(
  db: Queryable,
  scope: Scope,
  sort: SearchSort,
  limit: number,
  offset = 0,
): Promise<ScopeRow[]> {
  const params = new SqlParams();
  const rows = await db.query<{ key: string; score: number; distance: number | null }>(
    `SELECT position::text AS key, score, distance FROM (${scopeRows(scope, params)}) AS kept
     ORDER BY ${orderOf(scope, sort)} LIMIT ${params.add(limit)} OFFSET ${params.add(offset)}`,
    params.values,
  );
  return rows.map(rowOf);
}

/**
 * A page of the whole directory (no text, filter or place): its total and facets are the
 * directory's own, and its listing order is the positions', so only an order by name or date
 * is read from the database (an index walk, not a count of every business).
 */
export async function wholeDirectoryIn(
  db: Queryable,
  scope: Scope,
  directory: DirectoryFacetLists & Pick<Directory, 'total'>,
  sort: SearchSort,
  limit: number,
  offset: number,
): Promise<ScopePage> {
  const rows =
    sort === 'relevance'
      ? Array.from({ length: Math.max(0, Math.min(limit, directory.total - offset)) }, (_, at) => ({
          position: offset + at,
          score: 0,
          distance: null,
        }))
      : await topIn(db, scope, sort, limit, offset);
  const counts = (facets: readonly Facet[]) => new Map(facets.map((f) => [f.slug, f.count]));
  return pageOf(rows, directory.total, [
    counts(directory.categories),
    counts(directory.cities),
    counts(directory.regions),
  ]);
}

/** How many rows the scope holds, counted up to `upTo` when given. */
export async function countIn(db: Queryable, scope: Scope, upTo?: number): Promise<number> {
  const params = new SqlParams();
  const limit = upTo === undefined ? '' : ` LIMIT ${params.add(upTo)}`;
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (SELECT 1 FROM (${scopeRows(scope, params, 'none')}) AS kept${limit}) AS counted`,
    params.values,
  );
  return Number(row?.n ?? 0);
}
