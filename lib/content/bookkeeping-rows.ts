import { locales, type Locale } from '@/lib/i18n/routing';
import { CONTENT_KINDS, type ContentKind } from './content-entry';
import type { ContentIndexCounts, SyncedBusiness, SyncState } from './content-store';

/*
 * The sync's bookkeeping as both stores keep it (the SQLite file and PostgreSQL): the rows
 * differ only in how the database hands them over, so reading them back is written once here.
 */

export const SYNC_STATE_KEY = 'sync_state';
export const NO_SYNC_STATE: SyncState = { pass: null, lastFullPassAt: null, lastPassEndedAt: null };

export interface BusinessRow {
  slug: string;
  updated_at: string | null;
  /** Milliseconds since the epoch (PostgreSQL's bigint arrives as a string). */
  synced_at: number | string | null;
  failure: string | null;
  failed_at: number | string | null;
}

function numberOrNull(value: unknown): number | null {
  return value === null || value === undefined ? null : Number(value);
}

export function syncedBusinessesOf(rows: readonly BusinessRow[]): Map<string, SyncedBusiness> {
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

/** The stored state over the defaults: a field a newer state added is never missing. */
export function syncStateOf(value: unknown): SyncState {
  return value && typeof value === 'object'
    ? { ...NO_SYNC_STATE, ...(value as Partial<SyncState>) }
    : NO_SYNC_STATE;
}

/**
 * The index's counts from one row per language: `synced` businesses, and the entries of each
 * kind as `k0`, `k1`, … in the order of CONTENT_KINDS.
 */
export function countsOf(rows: readonly Record<string, number | string>[]): ContentIndexCounts {
  const zero = () =>
    Object.fromEntries(CONTENT_KINDS.map((kind) => [kind, 0])) as Record<ContentKind, number>;
  const entries = Object.fromEntries(locales.map((locale) => [locale, zero()])) as Record<
    Locale,
    Record<ContentKind, number>
  >;
  const businesses = Object.fromEntries(locales.map((locale) => [locale, 0])) as Record<
    Locale,
    number
  >;
  for (const row of rows) {
    const locale = row.locale as Locale;
    if (!(locale in entries)) continue;
    CONTENT_KINDS.forEach((kind, i) => (entries[locale][kind] = Number(row[`k${i}`] ?? 0)));
    businesses[locale] = Number(row.synced);
  }
  return { entries, businesses };
}
