import type { Locale } from '@/lib/i18n/routing';
import { CONTENT_KINDS, type ContentEntry, type ContentKind } from '../content-entry';
import { KIND_MASK, VERIFIED_MASK } from './entry-columns';
import { ftsTable } from './schema';
import type { StatementCache } from './statement-cache';

/*
 * The two reads every search makes of a language's full-text table: how many entries of each
 * kind match, and which rank best. Ranking is bm25 over the weighted columns, times a small
 * boost for verified businesses, read from the id's bits so that no other table is joined.
 */

/** bm25 weights: title, tags (with business name and category), other title, summary, body, filters. */
export const COLUMN_WEIGHTS = [10, 4, 3, 2, 1, 0] as const;
const VERIFIED_BOOST = 1.1;
/**
 * bm25 scores every match before a LIMIT applies: for a word in a large share of the index
 * that alone would take far longer than a search may. Only the first this many matches (in id
 * order, which is the order businesses were written) are scored; see docs/search.md.
 */
export const MAX_RANKED_ROWS = 20_000;

export interface RankedRow {
  id: number;
  score: number;
}

export function emptyKindCounts(): Record<ContentKind, number> {
  return Object.fromEntries(CONTENT_KINDS.map((kind) => [kind, 0])) as Record<ContentKind, number>;
}

export function countByKind(
  statements: StatementCache,
  locale: Locale,
  match: string,
): Record<ContentKind, number> {
  const rows = statements
    .get(
      `SELECT rowid & ${KIND_MASK} AS kind, count(*) AS n FROM ${ftsTable(locale)}
       WHERE ${ftsTable(locale)} MATCH ? GROUP BY 1`,
    )
    .all(match) as { kind: number; n: number }[];
  const counts = emptyKindCounts();
  for (const row of rows) {
    const kind = CONTENT_KINDS[row.kind];
    if (kind) counts[kind] = Number(row.n);
  }
  return counts;
}

export function rankedRows(
  statements: StatementCache,
  locale: Locale,
  match: string,
  limit: number,
  offset: number,
): RankedRow[] {
  const table = ftsTable(locale);
  const rows = statements
    .get(
      `SELECT id, score FROM (
         SELECT rowid AS id,
           bm25(${table}, ${COLUMN_WEIGHTS.join(', ')})
             * (CASE WHEN rowid & ${VERIFIED_MASK} THEN ${VERIFIED_BOOST} ELSE 1.0 END) AS score
         FROM ${table} WHERE ${table} MATCH ? LIMIT ${MAX_RANKED_ROWS}
       ) ORDER BY score, id LIMIT ? OFFSET ?`,
    )
    .all(match, limit, offset) as { id: number; score: number }[];
  // bm25 is lower for better matches; a score here is higher for better ones.
  return rows.map((row) => ({ id: Number(row.id), score: -Number(row.score) }));
}

/** The entries of `ids` by id. */
export function entriesById(
  statements: StatementCache,
  ids: readonly number[],
): Map<number, ContentEntry> {
  if (ids.length === 0) return new Map();
  const rows = statements
    .get('SELECT id, data FROM entries WHERE id IN (SELECT value FROM json_each(?))')
    .all(JSON.stringify(ids)) as { id: number; data: string }[];
  return new Map(rows.map((row) => [Number(row.id), JSON.parse(row.data) as ContentEntry]));
}
