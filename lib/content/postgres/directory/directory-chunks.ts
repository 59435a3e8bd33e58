import type { ChunkSummary } from '@/lib/directory/directory';
import type { Queryable } from '../pg-database';

/**
 * A language's search rows (those updated since `sinceMs`, when given) cut into runs of `size`
 * in listing order, each counted and dated with the latest parseable update (the first of equal
 * ones, as the in-memory directory dates them), in one statement: a split file's index costs one
 * pass over the rows' dates, not a stream of every business's JSON.
 */
export async function chunksOfRows(
  db: Queryable,
  locale: string,
  sinceMs: number | null,
  size: number,
): Promise<ChunkSummary[]> {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`chunk size ${size}`);
  const rows = await db.query<{ businesses: number; lastmod: string | null }>(
    `SELECT count(*)::int AS businesses,
       (array_agg(updated_at ORDER BY updated_ms DESC, position)
          FILTER (WHERE updated_ms IS NOT NULL))[1] AS lastmod
     FROM (SELECT position, updated_at, updated_ms,
             (row_number() OVER (ORDER BY position) - 1) / $2 AS chunk
           FROM directory_search
           WHERE locale = $1 ${sinceMs === null ? '' : 'AND updated_ms >= $3'}) AS numbered
     GROUP BY chunk ORDER BY chunk`,
    sinceMs === null ? [locale, size] : [locale, size, sinceMs],
  );
  return rows.map((row) => ({ businesses: Number(row.businesses), lastmod: row.lastmod }));
}
