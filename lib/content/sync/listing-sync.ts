import type { Locale } from '@/lib/api';
import type { ListedBusiness } from '@/lib/directory/listed-business';
import type { ListingWrite } from '../postgres/pg-listing';
import type { SyncLog } from './sync-log';

/*
 * The one reading of the listing for the whole cluster (DATABASE_URL): the process that holds
 * the writer's lease (the content sync's, under the same holder) reads each language's listing
 * from the API every API_CACHE_SECONDS, and at once on a revalidation, and stores it; every
 * instance builds its directory index from the stored copy (lib/directory/stored-listing.ts).
 * A process without the lease reads nothing from the API: it tries to take the lease every
 * STANDBY_TICK_MS, so that it takes over within seconds of a writer that stops and gives the
 * lease up (stop-writing.ts); the writer renews it every RENEW_MS. A process that becomes the
 * writer keeps the cluster's period: it reads the listing when the one before it (or itself
 * before a restart) last read it a period ago, not at once.
 */

export interface ListingSyncDeps {
  locales: readonly Locale[];
  /** Takes or renews the writer's lease; false while another process holds it. */
  takeLease(): Promise<boolean>;
  /** One language's listing, streamed from the API. */
  fetch(locale: Locale): AsyncIterable<ListedBusiness>;
  write(locale: Locale, businesses: AsyncIterable<ListedBusiness>): Promise<ListingWrite>;
  /** Between two readings of the API. */
  periodMs: number;
  /** Some language's stored listing changed: this process's index reads it. */
  written(): Promise<void>;
  /** This process has just taken the lease (the content sync may start at once). */
  becameWriter?(): void;
  /**
   * What the stored listing needs of each new writer at once, even within the period: its
   * search rows, when the listing was stored without them (pg-listing.ts, reconcileSearch).
   */
  settleStored?(): Promise<void>;
  /** Milliseconds since any writer last read the whole listing, or null if none has. */
  sinceRead?(): Promise<number | null>;
  /** The whole listing has just been read (stored, or found unchanged). */
  markRead?(): Promise<void>;
  log: SyncLog;
  now?: () => number;
}

const STANDBY_TICK_MS = 5_000;
/** The lease lasts LEASE_TTL_MS: renewed at half of that. */
const RENEW_MS = 30_000;
/** After a failed refresh (the API or the database down), the next try. */
const RETRY_MS = 30_000;

export class ListingSync {
  private dueAt = 0;
  /** A revalidation asked for a read that has not started yet. */
  private requested = false;
  private running: Promise<void> | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private stopping = false;
  private writer: boolean | null = null;
  private renewedAt = Number.NEGATIVE_INFINITY;
  private readonly now: () => number;

  constructor(private readonly deps: ListingSyncDeps) {
    this.now = deps.now ?? Date.now;
  }

  start(): void {
    this.timer ??= setInterval(() => void this.tick(), STANDBY_TICK_MS);
    this.timer.unref?.();
    void this.tick();
  }

  /** Whether this process held the writer's lease at its last try. */
  isWriter(): boolean {
    return this.writer === true;
  }

  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /**
   * A revalidation: the listing is read again now if this process writes it. Resolves once the
   * stored listing is current (a refresh under way when asked is followed by a new one).
   */
  refreshNow(): Promise<void> {
    this.requested = true;
    // A run that had already decided to end when asked leaves the request to a new one.
    return this.tick().then(() => (this.requested && this.writer ? this.tick() : undefined));
  }

  /** Renews the lease and refreshes what is due; joins the run under way. */
  tick(): Promise<void> {
    if (this.stopping) return Promise.resolve();
    this.running ??= this.drive()
      .catch((error: unknown) =>
        this.deps.log.warn(`listing: stopped by an error: ${String(error)}`),
      )
      .finally(() => (this.running = null));
    return this.running;
  }

  private async leased(): Promise<boolean> {
    if (this.writer && this.now() - this.renewedAt < RENEW_MS) return true;
    let writer: boolean;
    try {
      writer = await this.deps.takeLease();
      if (writer) this.renewedAt = this.now();
    } catch (error) {
      // A read-only role, or the database down: this process does not write.
      if (this.writer !== false)
        this.deps.log.warn(`listing: no writer's lease (${String(error)})`);
      writer = false;
      this.writer = writer;
      return writer;
    }
    if (writer !== this.writer)
      this.deps.log.info(
        writer
          ? 'listing: this process reads the listing for the cluster'
          : 'listing: another process reads the listing; this one reads the database',
      );
    const became = writer && !this.writer;
    this.writer = writer;
    if (became) {
      this.deps.becameWriter?.();
      await this.deps
        .settleStored?.()
        .catch((error: unknown) => this.deps.log.warn(`listing: ${String(error)}`));
      await this.keepClusterPeriod();
    }
    return writer;
  }

  /** Not due before a period has passed since the cluster's last read (a revalidation is). */
  private async keepClusterPeriod(): Promise<void> {
    const since = await this.deps.sinceRead?.().catch(() => null);
    if (since === null || since === undefined) return;
    this.dueAt = Math.max(this.dueAt, this.now() + this.deps.periodMs - since);
  }

  private async drive(): Promise<void> {
    do {
      if (!(await this.leased()) || !this.due()) return;
      // Before reading: a revalidation during the read makes another one due.
      this.requested = false;
      this.dueAt = this.now() + this.deps.periodMs;
      let changed = false;
      try {
        for (const locale of this.deps.locales) {
          const started = this.now();
          const result = await this.deps.write(locale, this.deps.fetch(locale));
          changed ||= result.changed;
          this.deps.log.info(
            `listing (${locale}): ${result.businesses} businesses, ` +
              `${result.changed ? `stored as version ${result.version}` : 'unchanged'} ` +
              `in ${this.now() - started} ms`,
          );
        }
        // Unrecorded, the only cost is a writer taking over reading it again at once.
        await this.deps.markRead?.().catch(() => undefined);
      } catch (error) {
        this.dueAt = this.now() + Math.min(RETRY_MS, this.deps.periodMs);
        this.deps.log.warn(`listing: refresh failed, kept the stored one (${String(error)})`);
        return;
      } finally {
        // A language stored before another failed is read all the same.
        if (changed) await this.deps.written();
      }
    } while (!this.stopping && this.due());
  }

  private due(): boolean {
    return this.requested || this.now() >= this.dueAt;
  }
}
