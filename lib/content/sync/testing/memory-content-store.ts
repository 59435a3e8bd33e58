import type { Locale } from '@/lib/api';
import { CONTENT_KINDS, type ContentEntry, type ContentKind } from '../../content-entry';
import type {
  ContentIndexCounts,
  ContentStore,
  SyncedBusiness,
  SyncState,
} from '../../content-store';

/*
 * A store in memory with the sync's side of the interface, for the sync's unit tests only:
 * searches are the real store's business (lib/content/store) and are not faked here.
 */

const LOCALES: Locale[] = ['en', 'fr'];

export class MemoryContentStore implements ContentStore {
  readonly entries = new Map<string, ContentEntry[]>();
  readonly businesses = new Map<string, SyncedBusiness>();
  state: SyncState = { pass: null, lastFullPassAt: null, lastPassEndedAt: null };
  lease: { holder: string; until: number } | null = null;
  writes = 0;

  constructor(private readonly now: () => number = Date.now) {}

  private key(locale: Locale, slug: string) {
    return `${locale}/${slug}`;
  }

  search(): never {
    throw new Error('not in the fake');
  }
  listEvents(): never {
    throw new Error('not in the fake');
  }
  async getEntry(locale: Locale, kind: ContentKind, slug: string, key: string) {
    return (
      this.entries.get(this.key(locale, slug))?.find((e) => e.kind === kind && e.key === key) ??
      null
    );
  }
  async entriesOfBusiness(locale: Locale, slug: string) {
    return [...(this.entries.get(this.key(locale, slug)) ?? [])];
  }
  async counts(): Promise<ContentIndexCounts> {
    const zero = () =>
      Object.fromEntries(CONTENT_KINDS.map((kind) => [kind, 0])) as Record<ContentKind, number>;
    const counts: ContentIndexCounts = {
      entries: { en: zero(), fr: zero() },
      businesses: { en: 0, fr: 0 },
    };
    for (const [key, list] of this.entries) {
      const locale = key.split('/')[0] as Locale;
      counts.businesses[locale] += 1;
      for (const entry of list) counts.entries[locale][entry.kind] += 1;
    }
    return counts;
  }
  async syncedBusinesses(locale: Locale) {
    const found = new Map<string, SyncedBusiness>();
    for (const [key, synced] of this.businesses)
      if (key.startsWith(`${locale}/`)) found.set(synced.slug, { ...synced });
    return found;
  }
  async replaceBusiness(
    locale: Locale,
    slug: string,
    entries: readonly ContentEntry[],
    updatedAt: string | null,
  ) {
    this.writes += 1;
    this.entries.set(this.key(locale, slug), [...entries]);
    this.businesses.set(this.key(locale, slug), {
      slug,
      updatedAt,
      syncedAt: this.now(),
      failure: null,
      failedAt: null,
    });
  }
  async markFailed(locale: Locale, slug: string, message: string) {
    const before = this.businesses.get(this.key(locale, slug));
    this.businesses.set(this.key(locale, slug), {
      slug,
      updatedAt: before?.updatedAt ?? null,
      syncedAt: before?.syncedAt ?? null,
      failure: message,
      failedAt: this.now(),
    });
  }
  async removeBusiness(slug: string) {
    for (const locale of LOCALES) {
      this.entries.delete(this.key(locale, slug));
      this.businesses.delete(this.key(locale, slug));
    }
  }
  async readSyncState() {
    return structuredClone(this.state);
  }
  async writeSyncState(state: SyncState) {
    this.state = structuredClone(state);
  }
  async acquireWriterLease(holder: string, ttlMs: number) {
    if (this.lease && this.lease.holder !== holder && this.lease.until > this.now()) return false;
    this.lease = { holder, until: this.now() + ttlMs };
    return true;
  }
  async releaseWriterLease(holder: string) {
    if (this.lease?.holder === holder) this.lease = null;
  }
  async close() {}
}
