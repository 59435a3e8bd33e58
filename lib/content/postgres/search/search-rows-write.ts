import type { Locale } from '@/lib/i18n/routing';
import type { Queryable } from '../pg-database';
import type { SearchRow } from './search-row';
import { FIELD_ANCHOR } from './search-score';

/*
 * The statements that bring a language's search rows to a new version: rows written anew
 * (inserted, or replacing the business's row), rows carried over whose place in the listing or
 * in the order by name moved (those two columns alone), and rows of businesses gone. Each takes
 * its rows as arrays, one statement per batch.
 * A statement that picks stored rows by key is also given the range of their stored positions:
 * in the writer's transaction the planner's statistics do not know the rows just written, it
 * takes the language for a few rows and reads all of them with the keys a mere filter. The
 * range bounds the scan whatever the plan, and the batches of rows in the order of their
 * positions have ranges that do not overlap: each stored row is read at most once in all.
 */

/** A stored row: its key, and its position, which bounds the scan of a batch. */
export interface StoredRowRef {
  key: string;
  position: number;
}

/** The refs in the order of their positions, for batches whose ranges do not overlap. */
export function byPosition<R extends StoredRowRef>(refs: readonly R[]): R[] {
  return [...refs].sort((a, b) => a.position - b.position);
}

/** A batch's keys and the range of their positions (the batch in the order of positions). */
function keysIn(refs: readonly StoredRowRef[]): [string[], number, number] {
  return [
    refs.map((ref) => ref.key),
    refs[0]?.position ?? 0,
    refs[refs.length - 1]?.position ?? -1,
  ];
}

/** A row written anew, with what the plan and the order by name add to it. */
export interface WrittenRow extends SearchRow {
  key: string;
  position: number;
  name: string;
  nameRank: number;
  listed: string;
  twin: string;
}

export async function upsertRows(
  db: Queryable,
  locale: Locale,
  rows: readonly WrittenRow[],
): Promise<void> {
  const column = <K extends keyof WrittenRow>(key: K) => rows.map((row) => row[key]);
  await db.query(
    `INSERT INTO directory_search (locale, key, slug, position, terms, category_key, city_slugs,
       regions, verified, name_rank, updated_at, gives, name, listed, twin, updated_ms, category,
       cities)
     SELECT $1, r.key, r.slug, r.position, r.terms::tsvector, r.category_key,
       string_to_array(r.cities, ' '), string_to_array(r.regions, ' '), r.verified,
       r.name_rank, r.updated_at, r.gives, r.name, r.listed, r.twin, r.updated_ms, r.category,
       ARRAY(SELECT json_array_elements_text(r.city_names::json))
     FROM unnest($2::text[], $3::text[], $4::int[], $5::text[], $6::text[], $7::text[],
       $8::text[], $9::bool[], $10::bigint[], $11::text[], $12::text[], $13::text[], $14::text[],
       $15::text[], $16::bigint[], $17::text[], $18::text[])
       AS r(key, slug, position, terms, category_key, cities, regions, verified, name_rank,
         updated_at, gives, name, listed, twin, updated_ms, category, city_names)
     ON CONFLICT (locale, key) DO UPDATE SET slug = excluded.slug, position = excluded.position,
       terms = excluded.terms, category_key = excluded.category_key,
       city_slugs = excluded.city_slugs, regions = excluded.regions,
       verified = excluded.verified, name_rank = excluded.name_rank,
       updated_at = excluded.updated_at, gives = excluded.gives, name = excluded.name,
       listed = excluded.listed, twin = excluded.twin, updated_ms = excluded.updated_ms,
       category = excluded.category, cities = excluded.cities`,
    [
      locale,
      column('key'),
      column('slug'),
      column('position'),
      column('terms'),
      column('categoryKey'),
      column('cities'),
      column('regions'),
      column('verified'),
      column('nameRank'),
      column('updatedAt'),
      column('gives'),
      column('name'),
      column('listed'),
      column('twin'),
      column('updatedMs'),
      column('category'),
      column('cityNames'),
    ],
  );
}

/** A row carried over: its new position and key by name, beside its stored position. */
export interface MovedRow extends StoredRowRef {
  to: number;
  nameRank: number;
}

/** Moves these stored rows (a batch in the order of their stored positions). */
export async function moveRows(
  db: Queryable,
  locale: Locale,
  rows: readonly MovedRow[],
): Promise<void> {
  const [keys, first, last] = keysIn(rows);
  await db.query(
    `UPDATE directory_search AS s SET position = m.position, name_rank = m.name_rank
     FROM unnest($2::text[], $3::int[], $4::bigint[]) AS m(key, position, name_rank)
     WHERE s.locale = $1 AND s.position BETWEEN $5 AND $6 AND s.key = m.key`,
    [locale, keys, rows.map((r) => r.to), rows.map((r) => r.nameRank), first, last],
  );
}

/** Deletes these stored rows (a batch in the order of their positions). */
export async function deleteRows(
  db: Queryable,
  locale: Locale,
  refs: readonly StoredRowRef[],
): Promise<void> {
  await db.query(
    `DELETE FROM directory_search
     WHERE locale = $1 AND position BETWEEN $3 AND $4 AND key = ANY($2::text[])`,
    [locale, ...keysIn(refs)],
  );
}

/**
 * The terms each of these stored rows holds (the fields' anchor left out), as stored: a batch
 * in the order of their positions.
 */
export async function termsOfRows(
  db: Queryable,
  locale: Locale,
  refs: readonly StoredRowRef[],
): Promise<string[][]> {
  const rows = await db.query<{ terms: string[] }>(
    `SELECT array_remove(tsvector_to_array(terms), $5) AS terms FROM directory_search
     WHERE locale = $1 AND position BETWEEN $3 AND $4 AND key = ANY($2::text[])`,
    [locale, ...keysIn(refs), FIELD_ANCHOR],
  );
  return rows.map((row) => row.terms);
}
