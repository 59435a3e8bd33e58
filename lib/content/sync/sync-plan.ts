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
export type SyncedByLocale = Record<Locale, ReadonlyMap<string, SyncedBusiness>>;

export interface PassPlan {
  /** In listing order, English first. */
  toSync: string[];
  toRemove: string[];
}

function listedSlugs(listings: Listings): {
  order: string[];
  byLocale: Record<string, Map<string, ListingEntry>>;
} {
  const order: string[] = [];
  const seen = new Set<string>();
  const byLocale: Record<string, Map<string, ListingEntry>> = {};
  for (const [locale, entries] of Object.entries(listings)) {
    const map = new Map<string, ListingEntry>();
    for (const entry of entries) {
      map.set(entry.slug, entry);
      if (!seen.has(entry.slug)) {
        seen.add(entry.slug);
        order.push(entry.slug);
      }
    }
    byLocale[locale] = map;
  }
  return { order, byLocale };
}

function changed(entry: ListingEntry | undefined, synced: SyncedBusiness | undefined): boolean {
  // Listed in the other language only: nothing to read in this one.
  if (!entry) return false;
  if (!synced || synced.syncedAt === null || synced.failure !== null) return true;
  return synced.updatedAt !== entry.updatedAt;
}

function readSince(synced: SyncedBusiness | undefined, startedAt: number): boolean {
  return synced !== undefined && synced.syncedAt !== null && synced.syncedAt >= startedAt;
}

/** `resumedFrom`: the start of the full pass being resumed, if one is. */
export function planPass(
  kind: PassKind,
  listings: Listings,
  synced: SyncedByLocale,
  resumedFrom: number | null = null,
): PassPlan {
  const { order, byLocale } = listedSlugs(listings);
  const locales = Object.keys(listings) as Locale[];
  const toSync = order.filter((slug) => {
    if (kind === 'changes')
      return locales.some((locale) =>
        changed(byLocale[locale]?.get(slug), synced[locale]?.get(slug)),
      );
    if (resumedFrom === null) return true;
    return !locales.every(
      (locale) => !byLocale[locale]?.has(slug) || readSince(synced[locale]?.get(slug), resumedFrom),
    );
  });
  const listed = new Set(order);
  const toRemove = new Set<string>();
  for (const locale of locales) {
    for (const slug of synced[locale]?.keys() ?? []) if (!listed.has(slug)) toRemove.add(slug);
  }
  return { toSync, toRemove: [...toRemove] };
}
