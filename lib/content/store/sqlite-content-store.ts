import type { DatabaseSync } from 'node:sqlite';
import type { Locale } from '@/lib/i18n/routing';
import type { ContentEntry, ContentKind } from '../content-entry';
import type {
  BusinessReplacement,
  ContentIndexCounts,
  ContentQuery,
  ContentResults,
  ContentStore,
  EventQuery,
  EventResults,
  SyncedBusiness,
  SyncState,
} from '../content-store';
import { ContentSearch, DEFAULT_SEARCH_LIMITS, type SearchLimits } from './content-search';
import { ENTRY_COLUMNS, ENTRY_JOIN, entryOf, type EntryRow } from './entry-rows';
import { EventListing } from './event-listing';
import { IndexWrites } from './index-writes';
import { openIndexFile } from './open-index-file';
import { StatementCache } from './statement-cache';
import { SyncBookkeeping } from './sync-bookkeeping';
import { TermFrequency } from './term-frequency';
import { Vocabulary } from './vocabulary';

/**
 * The content index in one SQLite file (node:sqlite, FTS5), shared by the processes of one
 * host: each opens its own connection; WAL lets them read while the lease holder writes.
 * Calls run synchronously on the caller's thread and each takes milliseconds; they are async
 * only to share the interface with a store over the network.
 */
export class SqliteContentStore implements ContentStore {
  private readonly db: DatabaseSync;
  private readonly statements: StatementCache;
  private readonly searcher: ContentSearch;
  private readonly events: EventListing;
  private readonly writes: IndexWrites;
  private readonly bookkeeping: SyncBookkeeping;

  constructor(
    readonly file: string,
    limits: SearchLimits = DEFAULT_SEARCH_LIMITS,
  ) {
    this.db = openIndexFile(file);
    this.statements = new StatementCache(this.db);
    const vocabulary = new Vocabulary(this.statements);
    const frequency = new TermFrequency(this.statements);
    this.searcher = new ContentSearch(this.statements, vocabulary, frequency, limits);
    this.events = new EventListing(this.statements, vocabulary);
    this.writes = new IndexWrites(this.statements, vocabulary);
    this.bookkeeping = new SyncBookkeeping(this.statements);
  }

  async search(query: ContentQuery): Promise<ContentResults> {
    return this.searcher.search(query);
  }

  async listEvents(query: EventQuery): Promise<EventResults> {
    return this.events.list(query);
  }

  async getEntry(
    locale: Locale,
    kind: ContentKind,
    businessSlug: string,
    key: string,
  ): Promise<ContentEntry | null> {
    const row = this.statements
      .get(
        `SELECT ${ENTRY_COLUMNS} FROM ${ENTRY_JOIN}
         WHERE e.locale = ? AND e.business_slug = ? AND e.kind = ? AND e.key = ?`,
      )
      .get(locale, businessSlug, kind, key) as EntryRow | undefined;
    return row ? entryOf(row) : null;
  }

  async entriesOfBusiness(locale: Locale, businessSlug: string): Promise<ContentEntry[]> {
    const rows = this.statements
      .get(
        `SELECT ${ENTRY_COLUMNS} FROM ${ENTRY_JOIN} WHERE e.locale = ? AND e.business_slug = ?
         ORDER BY e.id >> 50, e.sort_title, e.key`,
      )
      .all(locale, businessSlug) as unknown as EntryRow[];
    return rows.map(entryOf);
  }

  async counts(): Promise<ContentIndexCounts> {
    return this.bookkeeping.counts();
  }

  async syncedBusinesses(locale: Locale): Promise<Map<string, SyncedBusiness>> {
    return this.bookkeeping.syncedBusinesses(locale);
  }

  async replaceBusiness(
    locale: Locale,
    businessSlug: string,
    entries: readonly ContentEntry[],
    updatedAt: string | null,
  ): Promise<void> {
    this.writes.replaceBusiness(locale, businessSlug, entries, updatedAt);
  }

  async replaceBusinesses(
    locale: Locale,
    businesses: readonly BusinessReplacement[],
  ): Promise<void> {
    this.writes.replaceBusinesses(locale, businesses);
  }

  async markFailed(locale: Locale, businessSlug: string, message: string): Promise<void> {
    this.writes.markFailed(locale, businessSlug, message);
  }

  async removeBusiness(businessSlug: string): Promise<void> {
    this.writes.removeBusiness(businessSlug);
  }

  async readSyncState(): Promise<SyncState> {
    return this.bookkeeping.readSyncState();
  }

  async writeSyncState(state: SyncState): Promise<void> {
    this.bookkeeping.writeSyncState(state);
  }

  async acquireWriterLease(holder: string, ttlMs: number): Promise<boolean> {
    return this.bookkeeping.acquireWriterLease(holder, ttlMs);
  }

  async releaseWriterLease(holder: string): Promise<void> {
    this.bookkeeping.releaseWriterLease(holder);
  }

  async close(): Promise<void> {
    if (this.db.isOpen) this.db.close();
  }
}
