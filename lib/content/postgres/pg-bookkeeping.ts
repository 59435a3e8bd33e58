import type { Locale } from '@/lib/i18n/routing';
import {
  countsOf,
  SYNC_STATE_KEY,
  syncedBusinessesOf,
  syncStateOf,
  type BusinessRow,
} from '../bookkeeping-rows';
import { CONTENT_KINDS } from '../content-entry';
import type { ContentIndexCounts, SyncedBusiness, SyncState } from '../content-store';
import type { PgDatabase } from './pg-database';
import { LEASE_HOLDER_GONE, WriterLiveness } from './pg-writer-liveness';

/*
 * What the sync keeps besides entries, shared by every instance of the cluster: per business
 * what was last read and whether it failed, the sync's own state, and the writer's lease. The
 * lease is a row, timed by the database's clock (the hosts' clocks may differ), rather than an
 * advisory lock: a session lock would be tied to one pooled connection and lost or kept by
 * accident as the pool opens and closes them, while a row with an expiry survives restarts
 * and is taken over once its holder stops renewing it. The row also names its holder's
 * liveness lock (pg-writer-liveness.ts), so that a holder killed outright is replaced at once.
 */

export class PgBookkeeping {
  private readonly liveness: WriterLiveness;

  constructor(private readonly database: PgDatabase) {
    this.liveness = new WriterLiveness(database);
  }

  async syncedBusinesses(locale: Locale): Promise<Map<string, SyncedBusiness>> {
    const rows = await this.database.query<BusinessRow>(
      `SELECT slug, updated_at, synced_at, failure, failed_at FROM content_businesses
       WHERE locale = $1`,
      [locale],
    );
    return syncedBusinessesOf(rows);
  }

  async readSyncState(): Promise<SyncState> {
    const rows = await this.database.query<{ value: Partial<SyncState> }>(
      'SELECT value FROM content_meta WHERE key = $1',
      [SYNC_STATE_KEY],
    );
    return syncStateOf(rows[0]?.value);
  }

  async writeSyncState(state: SyncState): Promise<void> {
    await this.database.query(
      `INSERT INTO content_meta (key, value) VALUES ($1, $2::jsonb)
       ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
      [SYNC_STATE_KEY, JSON.stringify(state)],
    );
  }

  /**
   * Takes the lease when free, expired, already `holder`'s or left by a holder that is gone, in
   * one statement; a new holder then holds its liveness lock and names it in the row.
   */
  async acquireWriterLease(holder: string, ttlMs: number): Promise<boolean> {
    const rows = await this.database.query(
      `INSERT INTO content_writer_lease (id, holder, expires_at, alive_key)
       VALUES (1, $1, clock_timestamp() + $2 * interval '1 millisecond', $3)
       ON CONFLICT (id) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at,
         alive_key = excluded.alive_key
       WHERE content_writer_lease.holder = excluded.holder
         OR content_writer_lease.expires_at <= clock_timestamp()
         OR ${LEASE_HOLDER_GONE}
       RETURNING 1`,
      [holder, Math.max(0, Math.floor(ttlMs)), this.liveness.heldKey()],
    );
    if (rows.length === 0) {
      await this.liveness.release();
      return false;
    }
    if (this.liveness.heldKey() === null) await this.nameLiveness(holder);
    return true;
  }

  /** Without its lock the lease still holds, and only expires: a failure here is not fatal. */
  private async nameLiveness(holder: string): Promise<void> {
    try {
      const key = await this.liveness.hold();
      await this.database.query(
        'UPDATE content_writer_lease SET alive_key = $2 WHERE id = 1 AND holder = $1',
        [holder, key],
      );
    } catch (error) {
      console.warn(`Content index: no liveness lock for the writer's lease (${String(error)})`);
    }
  }

  async releaseWriterLease(holder: string): Promise<void> {
    try {
      await this.database.query('DELETE FROM content_writer_lease WHERE id = 1 AND holder = $1', [
        holder,
      ]);
    } finally {
      await this.liveness.release();
    }
  }

  /** Ends the liveness lock's session (the pool is the database's to close). */
  close(): Promise<void> {
    return this.liveness.release();
  }

  /** Read from the per-business counts, one row per business and language. */
  async counts(): Promise<ContentIndexCounts> {
    const sums = CONTENT_KINDS.map(
      (_, i) => `coalesce(sum(kind_counts[${i + 1}]), 0)::int AS k${i}`,
    );
    const rows = await this.database.query<Record<string, number | string>>(
      `SELECT locale, count(synced_at)::int AS synced, ${sums.join(', ')}
       FROM content_businesses GROUP BY locale`,
    );
    return countsOf(rows);
  }
}
