import type { Locale } from '@/lib/i18n/routing';
import {
  countsOf,
  NO_SYNC_STATE,
  SYNC_STATE_KEY,
  syncedBusinessesOf,
  syncStateOf,
  type BusinessRow,
} from '../bookkeeping-rows';
import { CONTENT_KINDS } from '../content-entry';
import type { ContentIndexCounts, SyncedBusiness, SyncState } from '../content-store';
import { writerHolderIsGone } from '../writer-holder';
import type { StatementCache } from './statement-cache';

/*
 * What the sync keeps besides entries, shared by every process on the file: per business what
 * was last read and whether it failed, the sync's own state, and the writer's lease.
 */

export class SyncBookkeeping {
  constructor(private readonly statements: StatementCache) {}

  syncedBusinesses(locale: Locale): Map<string, SyncedBusiness> {
    const rows = this.statements
      .get(
        'SELECT slug, updated_at, synced_at, failure, failed_at FROM businesses WHERE locale = ?',
      )
      .all(locale) as unknown as BusinessRow[];
    return syncedBusinessesOf(rows);
  }

  readSyncState(): SyncState {
    const row = this.statements.get('SELECT value FROM meta WHERE key = ?').get(SYNC_STATE_KEY) as
      { value: string } | undefined;
    if (!row) return NO_SYNC_STATE;
    try {
      return syncStateOf(JSON.parse(row.value));
    } catch {
      return NO_SYNC_STATE;
    }
  }

  writeSyncState(state: SyncState): void {
    this.statements
      .get(
        `INSERT INTO meta (key, value) VALUES (?, ?)
         ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
      )
      .run(SYNC_STATE_KEY, JSON.stringify(state));
  }

  /**
   * Takes the lease when free, expired, already `holder`'s or held by a process of this host
   * that has died (the file is shared on one host, so a killed writer need not be waited out),
   * in one write transaction.
   */
  acquireWriterLease(holder: string, ttlMs: number, now = Date.now()): boolean {
    return this.statements.writeTransaction(() => {
      const lease = this.statements
        .get('SELECT holder, expires_at FROM writer_lease WHERE id = 1')
        .get() as { holder: string; expires_at: number } | undefined;
      const held =
        lease !== undefined &&
        lease.holder !== holder &&
        Number(lease.expires_at) > now &&
        !writerHolderIsGone(lease.holder);
      if (held) return false;
      this.statements
        .get(
          `INSERT INTO writer_lease (id, holder, expires_at) VALUES (1, ?, ?)
           ON CONFLICT (id) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at`,
        )
        .run(holder, now + Math.max(0, ttlMs));
      return true;
    });
  }

  releaseWriterLease(holder: string): void {
    this.statements.get('DELETE FROM writer_lease WHERE id = 1 AND holder = ?').run(holder);
  }

  /** Read from the per-business counts, one row per business and language. */
  counts(): ContentIndexCounts {
    const sums = CONTENT_KINDS.map((kind, i) => `sum(count_${kind}) AS k${i}`);
    const rows = this.statements
      .get(
        `SELECT locale, count(synced_at) AS synced, ${sums.join(', ')}
         FROM businesses GROUP BY locale`,
      )
      .all() as Record<string, number | string>[];
    return countsOf(rows);
  }
}
