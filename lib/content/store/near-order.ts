import type { NearCities } from '../content-store';
import type { RankedRow } from './ranked-rows';
import type { StatementCache } from './statement-cache';

/*
 * A search near a place, nearest first: the full-text index keeps no distance, so the matches
 * (the city filter already keeps only those near) are read in the order they have without it,
 * up to the cap bm25 ranks at most, then ordered by their business's nearest city, the order
 * without it breaking ties.
 */

/** The cities as one JSON object, slug → kilometres, for json_each. */
export function nearJson(near: NearCities): string {
  return JSON.stringify(Object.fromEntries(near.map((city) => [city.slug, city.km])));
}

/** Each entry's distance: its business's nearest city among `near`. */
function distancesById(
  statements: StatementCache,
  ids: readonly number[],
  near: NearCities,
): Map<number, number> {
  if (ids.length === 0) return new Map();
  const rows = statements
    .get(
      `SELECT e.id AS id, (
         SELECT min(d.value) FROM json_each(b.business, '$.citySlugs') AS c
         JOIN json_each(?) AS d ON d.key = c.value
       ) AS km
       FROM entries AS e JOIN businesses AS b ON b.locale = e.locale AND b.slug = e.business_slug
       WHERE e.id IN (SELECT value FROM json_each(?))`,
    )
    .all(nearJson(near), JSON.stringify(ids)) as { id: number; km: number | null }[];
  return new Map(rows.map((row) => [Number(row.id), row.km === null ? Infinity : row.km]));
}

/** One page of `rows` (in their order without distance), nearest first. */
export function nearestFirst(
  statements: StatementCache,
  rows: readonly RankedRow[],
  near: NearCities,
  limit: number,
  offset: number,
): RankedRow[] {
  const km = distancesById(
    statements,
    rows.map((row) => row.id),
    near,
  );
  return rows
    .map((row, at) => ({ row, at, km: km.get(row.id) ?? Infinity }))
    .sort((a, b) => a.km - b.km || a.at - b.at)
    .slice(offset, offset + limit)
    .map(({ row }) => row);
}
