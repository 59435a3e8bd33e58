import type { DatabaseConfig } from '@/lib/config/database-config';
import type { Locale } from '@/lib/i18n/routing';
import type { ContentEntry, ContentKind } from '../content-entry';
import type {
  ContentIndexCounts,
  ContentQuery,
  ContentResults,
  ContentStore,
  EventQuery,
  EventResults,
  SyncedBusiness,
  SyncState,
} from '../content-store';
import { PgDirectories } from './directory/pg-directories';
import { kindNumber } from './entry-rows';
import { PgBookkeeping } from './pg-bookkeeping';
import { PgContentSearch } from './pg-content-search';
import { PgDatabase } from './pg-database';
import { PgEventListing } from './pg-event-listing';
import { PgListing } from './pg-listing';
import { PgVocabulary } from './pg-vocabulary';
import { PgWrites } from './pg-writes';
import { PgDirectorySearch } from './search/pg-directory-search';

/**
 * The content index in PostgreSQL (DATABASE_URL), shared by every instance of a cluster: each
 * reads through its own bounded pool; the one holding the writer's lease writes. Answers as
 * the embedded store does (the same analyzed terms, vocabulary and tiers); a database that
 * cannot answer makes a call reject with ContentStoreUnavailableError, and the next call after
 * it is back succeeds.
 */
export class PostgresContentStore implements ContentStore {
  private readonly database: PgDatabase;
  private readonly searcher: PgContentSearch;
  private readonly events: PgEventListing;
  private readonly writes: PgWrites;
  private readonly bookkeeping: PgBookkeeping;
  /** The directory's listing for the cluster, on the same pool (pg-listing.ts). */
  readonly listing: PgListing;
  /** The directory's business search for the cluster, written with the listing (search/). */
  readonly directorySearch: PgDirectorySearch;
  /** The directory of each language read by queries, from the listing and its search rows. */
  readonly directories: PgDirectories;

  constructor(config: DatabaseConfig) {
    this.database = new PgDatabase(config);
    const vocabulary = new PgVocabulary();
    this.searcher = new PgContentSearch(this.database, vocabulary);
    this.events = new PgEventListing(this.database, vocabulary);
    this.writes = new PgWrites(this.database, vocabulary);
    this.bookkeeping = new PgBookkeeping(this.database);
    this.listing = new PgListing(this.database);
    this.directorySearch = new PgDirectorySearch(this.database);
    this.directories = new PgDirectories(this.database);
  }

  /** Applies the schema's missing migrations now rather than at the first call. */
  migrate(): Promise<void> {
    return this.database.migrate();
  }

  search(query: ContentQuery): Promise<ContentResults> {
    return this.searcher.search(query);
  }

  listEvents(query: EventQuery): Promise<EventResults> {
    return this.events.list(query);
  }

  async getEntry(
    locale: Locale,
    kind: ContentKind,
    businessSlug: string,
    key: string,
  ): Promise<ContentEntry | null> {
    const rows = await this.database.query<{ data: ContentEntry }>(
      `SELECT data FROM content_entries
       WHERE locale = $1 AND business_slug = $2 AND kind = $3 AND key = $4`,
      [locale, businessSlug, kindNumber(kind), key],
    );
    return rows[0]?.data ?? null;
  }

  async entriesOfBusiness(locale: Locale, businessSlug: string): Promise<ContentEntry[]> {
    const rows = await this.database.query<{ data: ContentEntry }>(
      `SELECT data FROM content_entries WHERE locale = $1 AND business_slug = $2
       ORDER BY kind, sort_title, key COLLATE "C"`,
      [locale, businessSlug],
    );
    return rows.map((row) => row.data);
  }

  counts(): Promise<ContentIndexCounts> {
    return this.bookkeeping.counts();
  }

  syncedBusinesses(locale: Locale): Promise<Map<string, SyncedBusiness>> {
    return this.bookkeeping.syncedBusinesses(locale);
  }

  replaceBusiness(
    locale: Locale,
    businessSlug: string,
    entries: readonly ContentEntry[],
    updatedAt: string | null,
  ): Promise<void> {
    return this.writes.replaceBusiness(locale, businessSlug, entries, updatedAt);
  }

  markFailed(locale: Locale, businessSlug: string, message: string): Promise<void> {
    return this.writes.markFailed(locale, businessSlug, message);
  }

  removeBusiness(businessSlug: string): Promise<void> {
    return this.writes.removeBusiness(businessSlug);
  }

  readSyncState(): Promise<SyncState> {
    return this.bookkeeping.readSyncState();
  }

  writeSyncState(state: SyncState): Promise<void> {
    return this.bookkeeping.writeSyncState(state);
  }

  acquireWriterLease(holder: string, ttlMs: number): Promise<boolean> {
    return this.bookkeeping.acquireWriterLease(holder, ttlMs);
  }

  releaseWriterLease(holder: string): Promise<void> {
    return this.bookkeeping.releaseWriterLease(holder);
  }

  async close(): Promise<void> {
    await this.bookkeeping.close();
    await this.database.close();
  }
}
