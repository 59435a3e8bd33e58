import type { QueryResultRow } from 'pg';
import type { Queryable, Values } from '../pg-database';

/*
 * The writer reads a whole language's rows (their digests, the stored search rows, the words
 * they give the other language) window by window of positions: at a million businesses one
 * statement for all of them outlasts the pool's statement timeout on a busy host, where each
 * window's is short and the windows together read each row once.
 */

/** Positions per statement. */
const WINDOW = 20_000;

/**
 * The rows of `sql` for every window of positions from 0 to `last`: the statement takes the
 * window as its last two parameters (from, inclusive; to, exclusive), after `values`. In
 * position order when the statement orders each window by position.
 */
export async function rowsByWindows<R extends QueryResultRow>(
  db: Queryable,
  sql: string,
  values: Values,
  last: number,
): Promise<R[]> {
  const rows: R[] = [];
  for (let from = 0; from <= last; from += WINDOW)
    for (const row of await db.query<R>(sql, [...values, from, from + WINDOW])) rows.push(row);
  return rows;
}

/** The greatest position of a table's rows matching `where` (its parameters `values`), or -1. */
export async function lastPosition(
  db: Queryable,
  table: 'directory_listing' | 'directory_search',
  where: string,
  values: Values,
): Promise<number> {
  const [row] = await db.query<{ last: number }>(
    `SELECT coalesce(max(position), -1) AS last FROM ${table} WHERE ${where}`,
    values,
  );
  return row?.last ?? -1;
}
