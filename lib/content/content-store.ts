import type { Locale } from '@/lib/i18n/routing';
import type { ContentEntry, ContentKind } from './content-entry';

/*
 * The content index behind one interface: the embedded store (SQLite with FTS5 on disk,
 * lib/content/store/) now, a PostgreSQL store later (DATABASE_URL). Every method is async so
 * that either can implement it. Readers (page models, the site's JSON API, MCP tools) call
 * the query methods; only the sync (lib/content/sync/) calls the write methods, and only while
 * it holds the writer's lease, so that several instances on one host share one index.
 */

/** A city's distance from the point a search is near, in kilometres between city centres. */
interface CityDistance {
  /** The city page's slug. */
  slug: string;
  km: number;
}

/**
 * A location bias: the cities near the point (those within the radius asked for). Only the
 * entries of a business in one of them are read, nearest first (an entry's distance is its
 * business's nearest city's), then in the order the query has without it. Empty: nothing.
 */
export type NearCities = readonly CityDistance[];

export interface ContentQuery {
  text: string;
  locale: Locale;
  /** Kinds to search; empty or absent: every kind. */
  kinds?: readonly ContentKind[];
  /** A category key (the category page's segment). */
  category?: string;
  /** A city slug (the city page's segment). */
  city?: string;
  /** An ISO 3166-2 code (CA-QC). */
  region?: string;
  verified?: boolean;
  near?: NearCities;
  /** 1 to 50. */
  limit: number;
  offset: number;
}

export interface ContentHit {
  entry: ContentEntry;
  /** Higher is better; comparable only within one answer. */
  score: number;
}

export interface ContentFacetCount {
  slug: string;
  name: string;
  count: number;
}

export interface ContentResults {
  hits: ContentHit[];
  /** Every match of the query and its filters (all kinds asked for). */
  total: number;
  /** Matches per kind under the same text and filters, whatever `kinds` asked. */
  countsByKind: Record<ContentKind, number>;
  /**
   * How the text was read when it did not match as typed: the respelled text (typos
   * corrected), or null. Results are for the respelled text then.
   */
  respelled: string | null;
  /**
   * True when no entry matched every word and the hits match only some of them (ranked by how
   * many they match): the answer says so, never a silent empty.
   */
  partial: boolean;
  /**
   * True when counting stopped at the store's cap for some kind (a word in a large share of
   * the index): `total` and `countsByKind` are then "at least" figures. Absent means false.
   */
  totalIsLowerBound?: boolean;
}

export interface EventQuery {
  locale: Locale;
  /** Events that have not ended by this instant (ISO), usually now. */
  from: string;
  /** Events that start before this instant (ISO), if given. */
  to?: string;
  text?: string;
  category?: string;
  city?: string;
  region?: string;
  verified?: boolean;
  /** With it, events are in order of distance first, then of start. */
  near?: NearCities;
  limit: number;
  offset: number;
}

export interface EventResults {
  /** Events in order of start, then business name and title. */
  events: ContentEntry[];
  total: number;
  /** Cities and categories of the events matching every other filter (each without its own). */
  facets: { cities: ContentFacetCount[]; categories: ContentFacetCount[] };
}

/** What the index holds, for the status endpoint and the logs. */
export interface ContentIndexCounts {
  /** Entries per language and kind. */
  entries: Record<Locale, Record<ContentKind, number>>;
  /** Businesses indexed per language. */
  businesses: Record<Locale, number>;
}

/** What the sync remembers of one business in one language. */
export interface SyncedBusiness {
  slug: string;
  /** The listing's updatedAt when its sections were last read. */
  updatedAt: string | null;
  /** When its sections were last read successfully (ms since the epoch), or null. */
  syncedAt: number | null;
  /** The last failure's message, when its last try failed. */
  failure: string | null;
  failedAt: number | null;
}

/** The sync's own state, shared by every instance through the store. */
export interface SyncState {
  /** The pass in progress, or null. */
  pass: {
    kind: 'full' | 'changes';
    startedAt: number;
    /** Businesses done and to do in this pass (both languages count once per business). */
    done: number;
    total: number;
    failed: number;
  } | null;
  lastFullPassAt: number | null;
  lastPassEndedAt: number | null;
}

/** One business's entries in one language, for a batch of replacements. */
export interface BusinessReplacement {
  slug: string;
  entries: readonly ContentEntry[];
  updatedAt: string | null;
}

export interface ContentStore {
  search(query: ContentQuery): Promise<ContentResults>;
  listEvents(query: EventQuery): Promise<EventResults>;
  /** One entry, for an agent's fetch; null if not indexed. */
  getEntry(
    locale: Locale,
    kind: ContentKind,
    businessSlug: string,
    key: string,
  ): Promise<ContentEntry | null>;
  /** Every entry of one business in one language, in kind order then title. */
  entriesOfBusiness(locale: Locale, businessSlug: string): Promise<ContentEntry[]>;
  counts(): Promise<ContentIndexCounts>;

  // The sync's side.
  syncedBusinesses(locale: Locale): Promise<Map<string, SyncedBusiness>>;
  /** Replaces every entry of one business in one language, in one transaction. */
  replaceBusiness(
    locale: Locale,
    businessSlug: string,
    entries: readonly ContentEntry[],
    updatedAt: string | null,
  ): Promise<void>;
  /**
   * Replaces several businesses of one language in one transaction, each as replaceBusiness
   * does (if one fails, none is written): the bulk path of a full pass, since every write
   * transaction costs the full-text index a flush of its own. Optional: a store without it
   * is written business by business.
   */
  replaceBusinesses?(locale: Locale, businesses: readonly BusinessReplacement[]): Promise<void>;
  /** Keeps its entries (the last good ones) and notes the failure. */
  markFailed(locale: Locale, businessSlug: string, message: string): Promise<void>;
  /** Removes a business that left the listing, in every language. */
  removeBusiness(businessSlug: string): Promise<void>;
  readSyncState(): Promise<SyncState>;
  writeSyncState(state: SyncState): Promise<void>;
  /**
   * Takes or renews the writer's lease for `holder` until now + ttlMs; false while another
   * holder's lease runs. Only the lease holder writes.
   */
  acquireWriterLease(holder: string, ttlMs: number): Promise<boolean>;
  releaseWriterLease(holder: string): Promise<void>;
  close(): Promise<void>;
}
