import type { Locale } from '@/lib/i18n/routing';
import { locales } from '@/lib/i18n/routing';
import { CONTENT_KINDS, type ContentEntry } from '../content-entry';
import {
  ENTRY_COLUMNS,
  entryRow,
  EVENT_COLUMNS,
  eventRow,
  kindNumber,
  placeholders,
  withoutNul,
} from './entry-rows';
import type { PgDatabase, Queryable } from './pg-database';
import type { PgVocabulary } from './pg-vocabulary';

/*
 * The sync's writes. A replacement or a removal is one transaction, so that every instance
 * sees a business's entries either all before or all after it, never a mix.
 */

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters a statement. */
const ROWS_PER_INSERT = 500;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += size) result.push(items.slice(i, i + size));
  return result;
}

export class PgWrites {
  constructor(
    private readonly database: PgDatabase,
    private readonly vocabulary: PgVocabulary,
  ) {}

  replaceBusiness(
    locale: Locale,
    slug: string,
    entries: readonly ContentEntry[],
    updatedAt: string | null,
  ): Promise<void> {
    return this.database.transaction(async (db) => {
      await db.query('DELETE FROM content_entries WHERE locale = $1 AND business_slug = $2', [
        locale,
        withoutNul(slug),
      ]);
      const kindCounts = await this.insertEntries(db, locale, slug, entries);
      await db.query(
        `INSERT INTO content_businesses
           (locale, slug, updated_at, synced_at, failure, failed_at, kind_counts)
         VALUES ($1, $2, $3, $4, NULL, NULL, $5)
         ON CONFLICT (locale, slug) DO UPDATE SET updated_at = excluded.updated_at,
           synced_at = excluded.synced_at, failure = NULL, failed_at = NULL,
           kind_counts = excluded.kind_counts`,
        [
          locale,
          withoutNul(slug),
          updatedAt === null ? null : withoutNul(updatedAt),
          Date.now(),
          kindCounts,
        ],
      );
    });
  }

  async markFailed(locale: Locale, slug: string, message: string): Promise<void> {
    await this.database.query(
      `INSERT INTO content_businesses (locale, slug, failure, failed_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (locale, slug) DO UPDATE SET failure = excluded.failure,
         failed_at = excluded.failed_at`,
      [locale, withoutNul(slug), withoutNul(message), Date.now()],
    );
  }

  removeBusiness(slug: string): Promise<void> {
    return this.database.transaction(async (db) => {
      const languages = [...locales];
      await db.query(
        'DELETE FROM content_entries WHERE locale = ANY($1::text[]) AND business_slug = $2',
        [languages, withoutNul(slug)],
      );
      await db.query(
        'DELETE FROM content_businesses WHERE locale = ANY($1::text[]) AND slug = $2',
        [languages, withoutNul(slug)],
      );
    });
  }

  /** Inserts the entries (the first of any two with one kind and key); counts them by kind. */
  private async insertEntries(
    db: Queryable,
    locale: Locale,
    slug: string,
    entries: readonly ContentEntry[],
  ): Promise<number[]> {
    const kindCounts = CONTENT_KINDS.map(() => 0);
    const seen = new Set<string>();
    const words = new Map<string, string>();
    const kept: ContentEntry[] = [];
    const rows: unknown[][] = [];
    for (const given of entries) {
      const identity = `${given.kind}\u0000${withoutNul(given.key)}`;
      if (seen.has(identity)) continue;
      seen.add(identity);
      const entry: ContentEntry = { ...given, locale, business: { ...given.business, slug } };
      rows.push(entryRow(entry, words));
      kept.push(entry);
      kindCounts[kindNumber(entry.kind)]! += 1;
    }
    const events: unknown[][] = [];
    for (const [index, batch] of chunks(rows, ROWS_PER_INSERT).entries()) {
      const inserted = await db.query<{ id: string }>(
        `INSERT INTO content_entries (${ENTRY_COLUMNS.join(', ')})
         VALUES ${placeholders(batch.length, ENTRY_COLUMNS.length, ['', '', '', '', '', '', '', '::text[]', '::text[]', '::tsvector', '::jsonb'])}
         RETURNING id`,
        batch.flat(),
      );
      inserted.forEach((row, i) => {
        const event = eventRow(kept[index * ROWS_PER_INSERT + i]!);
        if (event) events.push([row.id, ...event]);
      });
    }
    for (const batch of chunks(events, ROWS_PER_INSERT))
      await db.query(
        `INSERT INTO content_events (id, ${EVENT_COLUMNS.join(', ')})
         VALUES ${placeholders(batch.length, EVENT_COLUMNS.length + 1, ['::bigint', '', '::timestamptz', '::timestamptz', '', '', '', '', '::text[]', '::text[]', '::text[]', ''])}`,
        batch.flat(),
      );
    await this.vocabulary.add(db, locale, words);
    return kindCounts;
  }
}
