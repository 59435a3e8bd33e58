import type { BusinessSectionReader, Locale } from '@/lib/api';
import type { ListingEntry } from '@/lib/directory/listing-index';
import type { ContentStore, SyncState } from '../content-store';
import { syncBusiness } from './business-sync';
import { immediateWrites } from './entry-writes';
import { type SyncLog } from './sync-log';
import { runPass, type PassOutcome } from './sync-pass';
import type { Listings, PassKind } from './sync-plan';

/*
 * The sync's driver, one per server process. It runs only while this process holds the
 * store's writer lease (other instances on the host read the same file). Work comes from:
 * a new directory index (a pass of changes), a revalidation naming a business (read at once,
 * even inside a running pass), a full pass when none ended within CONTENT_SYNC_DAYS, and a
 * pass a previous process left unfinished (resumed first). One thing runs at a time; a tick
 * every TICK_MS retries what could not run (no lease, no index yet, the API down).
 */

export interface ContentSyncDeps {
  store(): ContentStore;
  reader: BusinessSectionReader;
  locales: readonly Locale[];
  /** Every language's listing, or null until the directory index of each is loaded. */
  listings(): Listings | null;
  listed(locale: Locale, slug: string): ListingEntry | undefined;
  fullPassDays(): number;
  /** Businesses read at once. */
  concurrency: number;
  holder: string;
  log: SyncLog;
  now?: () => number;
}

export const LEASE_TTL_MS = 60_000;
const TICK_MS = 30_000;
const DAY_MS = 86_400_000;
const FIRST_API_RETRY_MS = 30_000;
const MAX_API_RETRY_MS = 10 * 60_000;

export class ContentSync {
  private readonly requested = new Set<string>();
  private changesDue = true;
  private running: Promise<void> | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private stopping = false;
  private writer = false;
  private triedLease = false;
  private apiRetryMs = 0;
  private notBefore = 0;
  private readonly now: () => number;

  constructor(private readonly deps: ContentSyncDeps) {
    this.now = deps.now ?? Date.now;
  }

  start(): void {
    this.timer ??= setInterval(() => void this.tick(), TICK_MS);
    this.timer.unref?.();
    void this.tick();
  }

  /** A new directory index: the listing may show changed, new or removed businesses. */
  indexChanged(): void {
    this.changesDue = true;
    void this.tick();
  }

  /** A revalidation named this business: read it again now. */
  requestBusiness(slug: string): void {
    this.requested.add(slug);
    void this.tick();
  }

  /** Whether this process holds the writer's lease (as of its last try). */
  isWriter(): boolean {
    return this.writer;
  }

  /**
   * Takes no new work and resolves once the work under way has ended; the lease is given up by
   * the process (stop-writing.ts), once the listing's sync, which shares it, has stopped too.
   */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Runs what is due unless a run is under way (which picks new work up itself). */
  tick(): Promise<void> {
    if (this.stopping) return Promise.resolve();
    // A pass can wait on one slow business longer than the lease lasts: renewed here too.
    if (this.running && this.writer) void this.takeLease().catch(() => undefined);
    this.running ??= this.drive()
      .catch((error: unknown) => this.deps.log.warn(`stopped by an error: ${String(error)}`))
      .finally(() => (this.running = null));
    return this.running;
  }

  private nextRequested(): string | undefined {
    const first = this.requested.values().next();
    if (first.done) return undefined;
    this.requested.delete(first.value);
    return first.value;
  }

  private async takeLease(): Promise<boolean> {
    const was = this.writer;
    this.writer = await this.deps.store().acquireWriterLease(this.deps.holder, LEASE_TTL_MS);
    if (this.writer !== was || !this.triedLease)
      this.deps.log.info(
        this.writer
          ? 'this process writes the content index'
          : 'another process writes the content index; this one reads it',
      );
    this.triedLease = true;
    return this.writer;
  }

  /**
   * Gives the lease up at once, without waiting (the process is exiting): a restarted server
   * then writes at once instead of after the lease runs out. The store's call must do its
   * work before its first await for this to count; the lease's expiry covers the rest.
   */
  releaseLeaseNow(): void {
    if (!this.writer) return;
    this.writer = false;
    void this.deps
      .store()
      .releaseWriterLease(this.deps.holder)
      .catch(() => undefined);
  }

  private passDue(state: SyncState): PassKind | null {
    if (state.pass) return state.pass.kind;
    const fullAge = this.now() - (state.lastFullPassAt ?? Number.NEGATIVE_INFINITY);
    if (fullAge >= this.deps.fullPassDays() * DAY_MS) return 'full';
    return this.changesDue ? 'changes' : null;
  }

  private async drive(): Promise<void> {
    while (!this.stopping) {
      const listings = this.deps.listings();
      if (!listings || this.now() < this.notBefore) return;
      if (!(await this.takeLease())) {
        // The writer hears the same revalidations (REDIS_URL) and reads them itself.
        this.requested.clear();
        return;
      }
      const store = this.deps.store();
      const businessDeps = { ...this.deps, store, now: () => new Date(this.now()) };
      for (let slug = this.nextRequested(); slug; slug = this.nextRequested()) {
        await syncBusiness(slug, { ...businessDeps, writes: immediateWrites(store) });
      }
      const state = await store.readSyncState();
      const kind = this.passDue(state);
      if (kind === null) return;
      // A pass that starts afresh reads the listing as it is now: full or of changes, it covers
      // every change known so far, and a listing that arrives while it runs marks changes due.
      if (!state.pass) this.changesDue = false;
      const outcome = await runPass(
        kind,
        {
          ...businessDeps,
          listings,
          renewLease: () => this.takeLease(),
          nextRequested: () => this.nextRequested(),
          stopped: () => this.stopping,
        },
        state.pass,
      );
      if (!this.afterPass(outcome)) return;
    }
  }

  /** Whether to go on with the next piece of work. */
  private afterPass(outcome: PassOutcome): boolean {
    if (outcome.end === 'api-down') {
      this.apiRetryMs = Math.min(
        MAX_API_RETRY_MS,
        Math.max(FIRST_API_RETRY_MS, this.apiRetryMs * 2),
      );
      this.notBefore = this.now() + this.apiRetryMs;
      this.deps.log.warn(
        `the API looks down; trying again in ${Math.round(this.apiRetryMs / 1000)} s`,
      );
      return false;
    }
    this.apiRetryMs = 0;
    return outcome.end === 'done';
  }
}
