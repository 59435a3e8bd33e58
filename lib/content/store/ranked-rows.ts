import type { Locale } from '@/lib/i18n/routing';
import { CONTENT_KINDS, type ContentEntry, type ContentKind } from '../content-entry';
import {
  ALL_KINDS_BITS,
  idRange,
  idRangeSql,
  idRangeValues,
  IS_VERIFIED_SQL,
  kindBit,
  type IdRange,
} from './entry-columns';
import { ENTRY_COLUMNS, ENTRY_JOIN, entryOf, type EntryRow } from './entry-rows';
import { ftsTable } from './schema';
import type { StatementCache } from './statement-cache';

/*
 * The reads a search makes of a language's full-text table: counts per kind (each kind is a
 * range of ids), and hits, either ranked by bm25 or, when bm25 would cost too much, in id
 * order (see content-search.ts for which).
 */

/** bm25 weights: title, tags (with business name and category), other title, summary, body, filters. */
const COLUMN_WEIGHTS = [10, 4, 3, 2, 1, 0] as const;
const VERIFIED_BOOST = 1.1;
/**
 * Counting stops here, per kind: past it, an exact figure costs more than a search may (a
 * count reads every match), and "at least this many" says enough.
 */
export const MAX_COUNTED = 10_000;
/** bm25 scores every match before a LIMIT applies: it ranks at most this many. */
export const MAX_RANKED_ROWS = 15_000;

export interface RankedRow {
  id: number;
  score: number;
}

export interface KindCounts {
  counts: Record<ContentKind, number>;
  /** True when some kind's count stopped at the cap. */
  capped: boolean;
}

export function emptyKindCounts(): Record<ContentKind, number> {
  return Object.fromEntries(CONTENT_KINDS.map((kind) => [kind, 0])) as Record<ContentKind, number>;
}

/** How many entries match, up to `cap`, among the ids of `ranges`. */
export function countMatches(
  statements: StatementCache,
  locale: Locale,
  match: string,
  ranges: readonly IdRange[],
  cap = MAX_COUNTED,
): number {
  const table = ftsTable(locale);
  const row = statements
    .get(
      `SELECT count(*) AS n FROM (SELECT 1 FROM ${table}
       WHERE ${table} MATCH ? AND ${idRangeSql(ranges)} LIMIT ?)`,
    )
    .get(match, ...idRangeValues(ranges), cap) as { n: number };
  return Number(row.n);
}

export function countByKind(
  statements: StatementCache,
  locale: Locale,
  match: string,
  verifiedOnly: boolean,
  cap = MAX_COUNTED,
  possibleKinds = ALL_KINDS_BITS,
): KindCounts {
  const counts = emptyKindCounts();
  let capped = false;
  for (const kind of CONTENT_KINDS) {
    // Reaching a kind's ids reads the postings before them: a kind no word is in is skipped.
    if ((possibleKinds & kindBit(kind)) === 0) continue;
    counts[kind] = countMatches(statements, locale, match, [idRange(kind, verifiedOnly)], cap);
    if (counts[kind] >= cap) capped = true;
  }
  return { counts, capped };
}

/**
 * The best matches by bm25 (higher scores first). bm25 reads the whole posting list of every
 * term of its MATCH, filter tokens included: the caller sends here only matches whose terms
 * are rare enough (search-tiers.ts).
 */
export function rankByBm25(
  statements: StatementCache,
  locale: Locale,
  match: string,
  ranges: readonly IdRange[],
  limit: number,
  offset: number,
): RankedRow[] {
  const table = ftsTable(locale);
  const rows = statements
    .get(
      `SELECT id, score FROM (
         SELECT rowid AS id,
           bm25(${table}, ${COLUMN_WEIGHTS.join(', ')})
             * (CASE WHEN ${IS_VERIFIED_SQL} THEN ${VERIFIED_BOOST} ELSE 1.0 END) AS score
         FROM ${table} WHERE ${table} MATCH ? AND ${idRangeSql(ranges)}
         LIMIT ${MAX_RANKED_ROWS}
       ) ORDER BY score, id LIMIT ? OFFSET ?`,
    )
    .all(match, ...idRangeValues(ranges), limit, offset) as { id: number; score: number }[];
  // bm25 is lower for better matches; a score here is higher for better ones.
  return rows.map((row) => ({ id: Number(row.id), score: -Number(row.score) }));
}

/** Matches in id order (kind, verified first, then as written): no score to compute. */
export function inIdOrder(
  statements: StatementCache,
  locale: Locale,
  match: string,
  ranges: readonly IdRange[],
  limit: number,
  offset: number,
): number[] {
  const table = ftsTable(locale);
  const rows = statements
    .get(
      `SELECT rowid AS id FROM ${table} WHERE ${table} MATCH ? AND ${idRangeSql(ranges)}
       ORDER BY rowid LIMIT ? OFFSET ?`,
    )
    .all(match, ...idRangeValues(ranges), limit, offset) as { id: number }[];
  return rows.map((row) => Number(row.id));
}

/** The entries of `ids` by id. */
export function entriesById(
  statements: StatementCache,
  ids: readonly number[],
): Map<number, ContentEntry> {
  if (ids.length === 0) return new Map();
  const rows = statements
    .get(
      `SELECT ${ENTRY_COLUMNS} FROM ${ENTRY_JOIN} WHERE e.id IN (SELECT value FROM json_each(?))`,
    )
    .all(JSON.stringify(ids)) as unknown as EntryRow[];
  return new Map(rows.map((row) => [Number(row.id), entryOf(row)]));
}
