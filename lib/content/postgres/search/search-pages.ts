import type { Directory } from '@/lib/directory/directory';
import type { Facet } from '@/lib/directory/listing-index';
import type { FacetCount, SearchSort } from '@/lib/directory/search/search-query';
import type { Queryable } from '../pg-database';
import { SqlParams } from '../sql-params';
import { countsOfGroups, type ScopeCounts } from './scope-counts';
import { scoreOf } from './search-score';
import { orderOf, scopeRows, type Scope } from './search-scope';

/*
 * The statements of a search over a scope (search-scope.ts): a page of it in a sort's order,
 * with or without what it counts (its total and facets, scope-counts.ts) read in the same pass,
 * or how many it holds. A page's rows are scored alone when the order does not need the score.
 */

export interface ScopeRow {
  position: number;
  /** The engine's 32-bit score, read back as the engine's arrays hold it. */
  score: number;
  distance: number | null;
}

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

function counted(facets: readonly Facet[], counts: Map<string, number>): FacetCount[] {
  return facets
    .filter((facet) => counts.has(facet.slug))
    .map((facet) => ({ slug: facet.slug, name: facet.name, count: counts.get(facet.slug)! }))
    .sort((a, b) => b.count - a.count);
}

export function pageOf(rows: ScopeRow[], counts: ScopeCounts): ScopePage {
  return {
    rows,
    total: counts.total,
    facetsIn: (directory) => ({
      categories: counted(directory.categories, counts.categories),
      cities: counted(directory.cities, counts.cities),
      regions: counted(directory.regions, counts.regions),
    }),
  };
}

export function emptyPage(): ScopePage {
  return pageOf([], countsOfGroups([]));
}

/** The scope's rows (`kept`) and the subquery of its page of them, scored late when it can be. */
function pageStatement(
  scope: Scope,
  params: SqlParams,
  sort: SearchSort,
  limit: number,
  offset: number,
) {
  const order = orderOf(scope, sort);
  const later = scope.match !== null && !order.includes('score');
  const kept = scopeRows(scope, params, later ? 'terms' : 'score');
  const score = later ? `${scoreOf(scope.match!.words, params)} AS score` : 'score';
  const page = `SELECT position, name_rank, updated_at, distance, ${score} FROM kept
    ORDER BY ${order} LIMIT ${params.add(limit)} OFFSET ${params.add(offset)}`;
  return { kept, page, order };
}

interface PageRow {
  positions: number[] | null;
  scores: number[] | null;
  distances: (number | null)[] | null;
}

function rowsOf(page: PageRow | undefined): ScopeRow[] {
  return (page?.positions ?? []).map((position, at) => ({
    position: Number(position),
    score: Math.fround(Number(page!.scores![at])),
    distance: page!.distances![at] === null ? null : Number(page!.distances![at]),
  }));
}

const aggregatedPage = (order: string) =>
  `array_agg(position ORDER BY ${order}) AS positions, array_agg(score ORDER BY ${order}) AS scores,
   array_agg(distance ORDER BY ${order}) AS distances`;

/** The scope's rows from `offset` in the order of `sort`, at most `limit`. */
export async function topIn(
  db: Queryable,
  scope: Scope,
  sort: SearchSort,
  limit: number,
  offset = 0,
): Promise<ScopeRow[]> {
  const params = new SqlParams();
  const { kept, page, order } = pageStatement(scope, params, sort, limit, offset);
  const [row] = await db.query<PageRow>(
    `WITH kept AS (${kept}) SELECT ${aggregatedPage(order)} FROM (${page}) AS page`,
    params.values,
  );
  return rowsOf(row);
}

/**
 * A page of the scope and what the scope counts, reading the scope once: its rows grouped by
 * category, cities and regions (few groups however many rows) beside the page's rows.
 */
export async function countedPageIn(
  db: Queryable,
  scope: Scope,
  sort: SearchSort,
  limit: number,
  offset: number,
): Promise<{ rows: ScopeRow[]; counts: ScopeCounts }> {
  const params = new SqlParams();
  const { kept, page, order } = pageStatement(scope, params, sort, limit, offset);
  const rows = await db.query<
    PageRow & { category: string; cities: string[]; regions: string[]; n: number; part: number }
  >(
    `WITH kept AS MATERIALIZED (${kept})
     SELECT 0 AS part, NULL::text AS category, NULL::text[] AS cities, NULL::text[] AS regions,
       0 AS n, ${aggregatedPage(order)} FROM (${page}) AS page
     UNION ALL SELECT 1, category_key, city_slugs, regions, count(*)::int, NULL, NULL, NULL
       FROM kept GROUP BY category_key, city_slugs, regions`,
    params.values,
  );
  const groups = rows
    .filter((row) => row.part === 1)
    .map((row) => ({ ...row, businesses: Number(row.n) }));
  return { rows: rowsOf(rows.find((row) => row.part === 0)), counts: countsOfGroups(groups) };
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
  return pageOf(rows, {
    total: directory.total,
    categories: counts(directory.categories),
    cities: counts(directory.cities),
    regions: counts(directory.regions),
  });
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
