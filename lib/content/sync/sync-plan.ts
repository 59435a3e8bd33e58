import type { Locale } from '@/lib/api';
import type { ListingEntry } from '@/lib/directory/listing-index';
import type { SyncedBusiness } from '../content-store';

/*
 * Which businesses a pass reads, from the listing (the directory index of each language) and
 * what the index remembers of each business. A pass of changes reads a business that is new,
 * whose listing `updatedAt` changed, or whose last try failed, in any language; a full pass
 * reads every listed business (when resumed, those not read since it started). A business the
 * listing no longer has, in any language, is removed.
 */

export type PassKind = 'full' | 'changes';

export type Listings = Record<Locale, readonly ListingEntry[]>;

export interface PassPlan {
  /** In listing order, English first. */
  toSync: string[];
  toRemove: string[];
}

function changed(entry: ListingEntry, synced: SyncedBusiness | undefined): boolean {
  if (!synced || synced.syncedAt === null || synced.failure !== null) return true;
  return synced.updatedAt !== entry.updatedAt;
}

function readSince(synced: SyncedBusiness | undefined, startedAt: number): boolean {
  return synced !== undefined && synced.syncedAt !== null && synced.syncedAt >= startedAt;
}

/**
 * `syncedOf`: what the index remembers of each business in a language, asked one language at a
 * time, so that a directory of 100,000 never has both languages' records in memory at once.
 * `resumedFrom`: the start of the full pass being resumed, if one is.
 */
export async function planPass(
  kind: PassKind,
  listings: Listings,
  syncedOf: (locale: Locale) => Promise<ReadonlyMap<string, SyncedBusiness>>,
  resumedFrom: number | null = null,
): Promise<PassPlan> {
  const locales = Object.keys(listings) as Locale[];
  // Every listed slug once, in listing order (English first), as a Set keeps its insertions.
  const listed = new Set<string>();
  for (const locale of locales) for (const entry of listings[locale]) listed.add(entry.slug);
  const everything = kind === 'full' && resumedFrom === null;
  const due = new Set<string>();
  const toRemove = new Set<string>();
  for (const locale of locales) {
    const synced = await syncedOf(locale);
    if (!everything) {
      for (const entry of listings[locale]) {
        const record = synced.get(entry.slug);
        const needed =
          kind === 'changes' ? changed(entry, record) : !readSince(record, resumedFrom ?? 0);
        if (needed) due.add(entry.slug);
      }
    }
    for (const slug of synced.keys()) if (!listed.has(slug)) toRemove.add(slug);
  }
  const toSync = everything ? [...listed] : [...listed].filter((slug) => due.has(slug));
  return { toSync, toRemove: [...toRemove] };
}
