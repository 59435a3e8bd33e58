import type { Locale } from '@/lib/i18n/routing';
import { CONTENT_KINDS, type ContentKind } from '../content-entry';
import type { ContentIndexCounts, SyncedBusiness, SyncState } from '../content-store';
import { LOCALES } from './schema';
import type { StatementCache } from './statement-cache';

/*
 * What the sync keeps besides entries, shared by every process on the file: per business what
 * was last read and whether it failed, the sync's own state, and the writer's lease.
 */

const SYNC_STATE_KEY = 'sync_state';
const NO_SYNC_STATE: SyncState = { pass: null, lastFullPassAt: null, lastPassEndedAt: null };

interface BusinessRow {
  slug: string;
  updated_at: string | null;
  synced_at: number | null;
  failure: string | null;
  failed_at: number | null;
}

function numberOrNull(value: unknown): number | null {
  return value === null || value === undefined ? null : Number(value);
}

export class SyncBookkeeping {
  constructor(private readonly statements: StatementCache) {}

  syncedBusinesses(locale: Locale): Map<string, SyncedBusiness> {
    const rows = this.statements
      .get(
        'SELECT slug, updated_at, synced_at, failure, failed_at FROM businesses WHERE locale = ?',
      )
      .all(locale) as unknown as BusinessRow[];
    return new Map(
      rows.map((row) => [
        row.slug,
        {
          slug: row.slug,
          updatedAt: row.updated_at,
          syncedAt: numberOrNull(row.synced_at),
          failure: row.failure,
          failedAt: numberOrNull(row.failed_at),
        },
      ]),
    );
  }

  readSyncState(): SyncState {
    const row = this.statements.get('SELECT value FROM meta WHERE key = ?').get(SYNC_STATE_KEY) as
      { value: string } | undefined;
    if (!row) return NO_SYNC_STATE;
    try {
      return { ...NO_SYNC_STATE, ...(JSON.parse(row.value) as Partial<SyncState>) };
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

  /** Takes the lease when free, expired or already `holder`'s, in one write transaction. */
  acquireWriterLease(holder: string, ttlMs: number, now = Date.now()): boolean {
    return this.statements.writeTransaction(() => {
      const lease = this.statements
        .get('SELECT holder, expires_at FROM writer_lease WHERE id = 1')
        .get() as { holder: string; expires_at: number } | undefined;
      if (lease && lease.holder !== holder && Number(lease.expires_at) > now) return false;
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
    const zero = () =>
      Object.fromEntries(CONTENT_KINDS.map((kind) => [kind, 0])) as Record<ContentKind, number>;
    const entries = Object.fromEntries(LOCALES.map((locale) => [locale, zero()])) as Record<
      Locale,
      Record<ContentKind, number>
    >;
    const businesses = Object.fromEntries(LOCALES.map((locale) => [locale, 0])) as Record<
      Locale,
      number
    >;
    const sums = CONTENT_KINDS.map((kind, i) => `sum(count_${kind}) AS k${i}`);
    const rows = this.statements
      .get(
        `SELECT locale, count(synced_at) AS synced, ${sums.join(', ')}
         FROM businesses GROUP BY locale`,
      )
      .all() as Record<string, number | string>[];
    for (const row of rows) {
      const locale = row.locale as Locale;
      if (!(locale in entries)) continue;
      CONTENT_KINDS.forEach((kind, i) => (entries[locale][kind] = Number(row[`k${i}`] ?? 0)));
      businesses[locale] = Number(row.synced);
    }
    return { entries, businesses };
  }
}
