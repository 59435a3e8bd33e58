import type { Locale } from '@/lib/api';
import type { ContentKind } from '../content-entry';
import type { ContentStore } from '../content-store';

/*
 * What GET /api/health/content reports: the index's entries per language and kind, the pass in
 * progress, the last passes, and the businesses whose last try failed (the most recent first,
 * a bounded list). Read from the store, so every instance on the host reports the same.
 */

export const MAX_LISTED_FAILURES = 50;

export interface ContentSyncStatus {
  entries: Record<Locale, Record<ContentKind, number>>;
  businesses: Record<Locale, number>;
  pass: {
    kind: 'full' | 'changes';
    startedAt: string;
    done: number;
    total: number;
    failed: number;
  } | null;
  lastFullPassAt: string | null;
  lastPassEndedAt: string | null;
  failures: {
    /** Businesses (in any language) whose last try failed. */
    total: number;
    latest: { slug: string; locale: Locale; message: string; at: string | null }[];
  };
  /** Whether this process holds the writer's lease; null without a sync in this process. */
  writer: boolean | null;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

type Failures = ContentSyncStatus['failures'];

/**
 * Finding the failures reads every business's record, one language at a time: kept for a few
 * seconds (until a pass ends), so that a status polled often does not read 200,000 records
 * each time.
 */
const FAILURES_KEPT_MS = 10_000;
const kept = new WeakMap<
  ContentStore,
  { at: number; passEnd: number | null; failures: Failures }
>();

async function failuresOf(
  store: ContentStore,
  locales: readonly Locale[],
  passEnd: number | null,
): Promise<Failures> {
  const known = kept.get(store);
  if (known && known.passEnd === passEnd && Date.now() - known.at < FAILURES_KEPT_MS)
    return known.failures;
  const latest: Failures['latest'] = [];
  const slugs = new Set<string>();
  for (const locale of locales) {
    for (const synced of (await store.syncedBusinesses(locale)).values()) {
      if (synced.failure === null) continue;
      slugs.add(synced.slug);
      latest.push({ slug: synced.slug, locale, message: synced.failure, at: iso(synced.failedAt) });
    }
  }
  latest.sort((a, b) => (b.at ?? '').localeCompare(a.at ?? ''));
  const failures = { total: slugs.size, latest: latest.slice(0, MAX_LISTED_FAILURES) };
  kept.set(store, { at: Date.now(), passEnd, failures });
  return failures;
}

export async function contentSyncStatus(
  store: ContentStore,
  locales: readonly Locale[],
  writer: boolean | null,
): Promise<ContentSyncStatus> {
  const [counts, state] = await Promise.all([store.counts(), store.readSyncState()]);
  return {
    entries: counts.entries,
    businesses: counts.businesses,
    pass: state.pass
      ? { ...state.pass, startedAt: new Date(state.pass.startedAt).toISOString() }
      : null,
    lastFullPassAt: iso(state.lastFullPassAt),
    lastPassEndedAt: iso(state.lastPassEndedAt),
    failures: await failuresOf(store, locales, state.lastPassEndedAt),
    writer,
  };
}
