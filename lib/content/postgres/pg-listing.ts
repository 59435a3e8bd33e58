import { createHash } from 'node:crypto';
import type { ListedBusiness } from '@/lib/directory/listed-business';
import type { StoredListing } from '@/lib/directory/stored-listing';
import type { Locale } from '@/lib/i18n/routing';
import type { PgDatabase, Queryable } from './pg-database';
import { reconcileSearch } from './search/search-reconcile';

/*
 * The directory's listing for the whole cluster (migration 003): the writer stores each
 * language's listing under a new version in one transaction (rows, then the state row flipped
 * to it, then the old rows deleted), so a reader only ever finds a whole listing. A listing
 * identical to the stored one (its digest) is rolled back: the version stays, and no reader
 * reloads. Readers ask the version (one row), then read its rows in batches by position.
 * When the writer last read the whole listing from the API, changed or not, is kept too
 * (content_meta), so that a writer taking over (a restart, a standby) waits out the rest of
 * the period instead of reading it again at once.
 * The directory's search rows (search/) are written in the same transaction as the listing they
 * are of, and checked on every write (search-reconcile.ts).
 */

/** Rows per INSERT and per SELECT: a few hundred kilobytes of JSON each. */
const BATCH = 1_000;
const READ_KEY = 'listing_read';

export interface ListingWrite {
  version: string;
  businesses: number;
  /** False when the listing was the stored one: nothing was written. */
  changed: boolean;
}

/** Thrown inside the write's transaction to roll it back: the listing did not change. */
class UnchangedListing extends Error {
  constructor(
    readonly version: string,
    readonly businesses: number,
  ) {
    super('unchanged listing');
  }
}

/** The version's rows ended early: a newer version replaced it while it was being read. */
export class ListingReplacedError extends Error {
  constructor(locale: Locale, version: string) {
    super(`directory listing (${locale}): version ${version} was replaced while read`);
    this.name = 'ListingReplacedError';
  }
}

interface StoredRow {
  slug: string;
  json: string;
}

async function insertBatch(
  db: Queryable,
  locale: Locale,
  version: string,
  first: number,
  rows: StoredRow[],
): Promise<void> {
  await db.query(
    `INSERT INTO directory_listing (locale, version, position, slug, business)
     SELECT $1, $2, $3::int + (item.n::int - 1), item.slug, item.business
     FROM unnest($4::text[], $5::text[]) WITH ORDINALITY AS item(slug, business, n)`,
    [locale, version, first, rows.map((row) => row.slug), rows.map((row) => row.json)],
  );
}

export class PgListing implements StoredListing {
  constructor(private readonly database: PgDatabase) {}

  async version(locale: Locale): Promise<string | null> {
    const rows = await this.database.query<{ version: string }>(
      'SELECT version::text FROM directory_listing_state WHERE locale = $1',
      [locale],
    );
    return rows[0]?.version ?? null;
  }

  async *read(locale: Locale, version: string): AsyncGenerator<ListedBusiness> {
    const state = await this.database.query<{ businesses: number }>(
      'SELECT businesses FROM directory_listing_state WHERE locale = $1 AND version = $2',
      [locale, version],
    );
    if (!state[0]) throw new ListingReplacedError(locale, version);
    const expected = state[0].businesses;
    let position = 0;
    while (position < expected) {
      const rows = await this.database.query<{ business: string }>(
        `SELECT business FROM directory_listing
         WHERE locale = $1 AND version = $2 AND position >= $3
         ORDER BY position LIMIT $4`,
        [locale, version, position, BATCH],
      );
      // The rows of a version go all at once, with the flip to the next one.
      if (rows.length === 0) throw new ListingReplacedError(locale, version);
      for (const row of rows) yield JSON.parse(row.business) as ListedBusiness;
      position += rows.length;
    }
  }

  /**
   * Milliseconds since the listing was last read from the API, by the database's clock; null
   * when it never was, or when one of `locales` has no stored listing (emptied: read it now).
   */
  async sinceRead(locales: readonly Locale[]): Promise<number | null> {
    const rows = await this.database.query<{ ms: number }>(
      `SELECT (extract(epoch FROM clock_timestamp() - (value->>'at')::timestamptz) * 1000)::float8
         AS ms
       FROM content_meta WHERE key = $1
         AND (SELECT count(*) FROM directory_listing_state WHERE locale = ANY($2::text[]))
           = cardinality($2::text[])`,
      [READ_KEY, locales],
    );
    return rows[0]?.ms ?? null;
  }

  /** Every language's listing has just been read from the API (and stored, or found unchanged). */
  async markRead(): Promise<void> {
    await this.database.query(
      `INSERT INTO content_meta (key, value) VALUES ($1, jsonb_build_object('at', clock_timestamp()))
       ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
      [READ_KEY],
    );
  }

  /**
   * Writes the search rows the stored listing lacks (a listing stored before the migration
   * that added them, or by an older release) or whose other language's words changed; two
   * reads when nothing is due. Run by every listing write, and by a process that becomes the
   * writer before its first.
   */
  reconcileSearch(): Promise<void> {
    return this.database.transaction(reconcileSearch);
  }

  /** Stores `businesses` (streamed, in listing order) as the language's listing. */
  async write(locale: Locale, businesses: AsyncIterable<ListedBusiness>): Promise<ListingWrite> {
    try {
      return await this.database.transaction(async (db) => {
        const [{ version }] = (await db.query<{ version: string }>(
          "SELECT nextval('directory_listing_versions')::text AS version",
        )) as [{ version: string }];
        const digest = createHash('sha256');
        let count = 0;
        let batch: StoredRow[] = [];
        for await (const business of businesses) {
          const json = JSON.stringify(business);
          digest.update(json).update('\n');
          batch.push({ slug: business.slug, json });
          if (batch.length === BATCH) {
            await insertBatch(db, locale, version, count, batch);
            count += batch.length;
            batch = [];
          }
        }
        if (batch.length > 0) await insertBatch(db, locale, version, count, batch);
        count += batch.length;
        const sum = digest.digest('hex');
        const [current] = await db.query<{ version: string; digest: string; businesses: number }>(
          `SELECT version::text, digest, businesses FROM directory_listing_state
           WHERE locale = $1 FOR UPDATE`,
          [locale],
        );
        if (current?.digest === sum)
          throw new UnchangedListing(current.version, current.businesses);
        await db.query(
          `INSERT INTO directory_listing_state (locale, version, businesses, digest)
           VALUES ($1, $2, $3, $4)
           ON CONFLICT (locale) DO UPDATE SET version = excluded.version,
             businesses = excluded.businesses, digest = excluded.digest, written_at = now()`,
          [locale, version, count, sum],
        );
        await db.query('DELETE FROM directory_listing WHERE locale = $1 AND version <> $2', [
          locale,
          version,
        ]);
        await reconcileSearch(db);
        return { version, businesses: count, changed: true };
      });
    } catch (error) {
      if (!(error instanceof UnchangedListing)) throw error;
      // Nothing to store; the search rows may still lack a version (the first pass after the
      // migration that added them) or the other language's latest words.
      await this.reconcileSearch();
      return { version: error.version, businesses: error.businesses, changed: false };
    }
  }
}
