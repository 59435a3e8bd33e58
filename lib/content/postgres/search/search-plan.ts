import { createHash } from 'node:crypto';
import { defaultLocale, type Locale } from '@/lib/i18n/routing';
import type { Queryable } from '../pg-database';
import { lastPosition, rowsByWindows } from './position-windows';
import type { TwinRow } from './search-row';
import type { StoredRowRef } from './search-rows-write';

/*
 * What a language's search rows need to follow a listing version: each business of the version
 * with the digests of what its row is made of (the business as stored, digested by PostgreSQL so
 * that an unchanged business never reaches JavaScript, and what the other language gives it),
 * beside the row stored for it. A business without a row, or whose digests differ, is analysed
 * and written again; the others are carried over.
 */

/** A search row as stored, with what the next version needs of it. */
interface StoredSearchRow {
  position: number;
  name: string;
  nameRank: number;
  listed: string;
  twin: string;
  gives: string;
  categoryKey: string;
}

interface PlannedRow {
  key: string;
  slug: string;
  listed: string;
  twin: string;
  stored: StoredSearchRow | undefined;
}

export interface SearchPlan {
  /** Every business of the version, in listing order (its position). */
  rows: PlannedRow[];
  /** Positions whose row is written anew. */
  changed: number[];
  /** Stored rows the version no longer lists. */
  gone: StoredRowRef[];
}

/** The row key of a slug: the slug, with a suffix for each time the listing repeats it. */
function keyOf(slug: string, seen: Map<string, number>): string {
  const repeats = seen.get(slug) ?? 0;
  seen.set(slug, repeats + 1);
  return repeats === 0 ? slug : `${slug}\u0001${repeats}`;
}

/** The digest of what the other language gives a row (its category key only to French). */
function twinDigestOf(twin: TwinRow | undefined, locale: Locale): string {
  const key = locale === defaultLocale ? '' : (twin?.categoryKey ?? '');
  return createHash('sha1')
    .update(`${twin?.gives ?? ''}\u0001${key}`)
    .digest('base64');
}

async function storedRows(db: Queryable, locale: Locale): Promise<Map<string, StoredSearchRow>> {
  const rows = await rowsByWindows<{
    key: string;
    position: number;
    name: string;
    name_rank: string;
    listed: string;
    twin: string;
    gives: string;
    category_key: string;
  }>(
    db,
    `SELECT key, position, name, name_rank::text, listed, twin, gives, category_key
     FROM directory_search WHERE locale = $1 AND position >= $2 AND position < $3`,
    [locale],
    await lastPosition(db, 'directory_search', 'locale = $1', [locale]),
  );
  return new Map(
    rows.map((row) => [
      row.key,
      {
        position: row.position,
        name: row.name,
        nameRank: Number(row.name_rank),
        listed: row.listed,
        twin: row.twin,
        gives: row.gives,
        categoryKey: row.category_key,
      },
    ]),
  );
}

export async function planSearchRows(
  db: Queryable,
  locale: Locale,
  version: string,
  twins: ReadonlyMap<string, TwinRow>,
): Promise<SearchPlan> {
  const stored = await storedRows(db, locale);
  const listed = await rowsByWindows<{ slug: string; listed: string }>(
    db,
    `SELECT slug, md5(business) AS listed FROM directory_listing
     WHERE locale = $1 AND version = $2 AND position >= $3 AND position < $4 ORDER BY position`,
    [locale, version],
    await lastPosition(db, 'directory_listing', 'locale = $1 AND version = $2', [locale, version]),
  );
  const seen = new Map<string, number>();
  const rows: PlannedRow[] = [];
  const changed: number[] = [];
  for (const [position, { slug, listed: digest }] of listed.entries()) {
    const key = keyOf(slug, seen);
    const row = { key, slug, listed: digest, twin: twinDigestOf(twins.get(slug), locale) };
    const before = stored.get(key);
    stored.delete(key);
    rows.push({ ...row, stored: before });
    if (before?.listed !== row.listed || before.twin !== row.twin) changed.push(position);
  }
  const gone = [...stored].map(([key, row]) => ({ key, position: row.position }));
  return { rows, changed, gone };
}

/**
 * What each business of a language's rows gives the other language, by slug: of a slug the
 * listing repeats, its last business, as the other language's in-memory index takes it
 * (optionsFromDefaultIndex).
 */
export async function twinRowsOf(db: Queryable, locale: Locale): Promise<Map<string, TwinRow>> {
  const rows = await rowsByWindows<{ slug: string; gives: string; category_key: string }>(
    db,
    `SELECT slug, gives, category_key FROM directory_search
     WHERE locale = $1 AND position >= $2 AND position < $3 ORDER BY position`,
    [locale],
    await lastPosition(db, 'directory_search', 'locale = $1', [locale]),
  );
  return new Map(
    rows.map((row) => [row.slug, { gives: row.gives, categoryKey: row.category_key }]),
  );
}
