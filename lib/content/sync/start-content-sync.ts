import { existingProcessWide, processWide } from '@/lib/async/process-wide.mjs';
import 'server-only';
import { backgroundSectionReader, type Locale } from '@/lib/api';
import { getContentSyncConfig } from '@/lib/config/content-sync-config';
import { getSiteConfig } from '@/lib/config/site-config';
import { loadedDirectoryIndex, whenDirectoryIndexBuilt } from '@/lib/directory/directory-index';
import type { DirectoryIndex, ListingEntry } from '@/lib/directory/listing-index';
import { locales } from '@/lib/i18n/routing';
import type { ContentStore } from '../content-store';
import { newWriterHolder } from '../writer-holder';
import { ContentSync } from './content-sync';
import { consoleSyncLog } from './sync-log';
import type { Listings } from './sync-plan';

/*
 * The sync of this server process, started once by instrumentation.ts and reached by the
 * routes that feed it (POST /api/revalidate) as a process-wide instance: Next bundles this
 * module into several chunks, and each copy must find the one driver. It reads the listing from the
 * directory index this process already holds (no listing call of its own) and is told of each
 * new index.
 */

const slugMaps = new WeakMap<DirectoryIndex, Map<string, ListingEntry>>();

function listedIn(locale: Locale, slug: string): ListingEntry | undefined {
  const index = loadedDirectoryIndex(locale);
  if (!index) return undefined;
  let bySlug = slugMaps.get(index);
  if (!bySlug) {
    bySlug = new Map(index.entries.map((entry) => [entry.slug, entry]));
    slugMaps.set(index, bySlug);
  }
  return bySlug.get(slug);
}

function currentListings(): Listings | null {
  const found: Partial<Listings> = {};
  for (const locale of locales) {
    const index = loadedDirectoryIndex(locale);
    if (!index) return null;
    found[locale] = index.entries;
  }
  return found as Listings;
}

/** Businesses read at once: half the share's calls in flight, each business asks several. */
function businessConcurrency(): number {
  const calls = getSiteConfig().apiMaxConcurrency * getContentSyncConfig().share;
  return Math.max(1, Math.floor(calls / 2));
}

/**
 * Who this process is to the writer's lease: one name for the content sync and the listing's
 * (listing-sync.ts), so that the process holding the lease does both.
 */
export function syncHolder(): string {
  return processWide('sync-holder', '', newWriterHolder);
}

export function startContentSync(store: () => ContentStore): ContentSync {
  return processWide('content-sync', '', () => newContentSync(store));
}

function newContentSync(store: () => ContentStore): ContentSync {
  const sync = new ContentSync({
    store,
    reader: backgroundSectionReader,
    locales,
    listings: currentListings,
    listed: listedIn,
    fullPassDays: () => getContentSyncConfig().fullPassDays,
    concurrency: businessConcurrency(),
    holder: syncHolder(),
    log: consoleSyncLog,
  });
  whenDirectoryIndexBuilt(() => sync.indexChanged());
  process.once('exit', () => sync.releaseLeaseNow());
  sync.start();
  return sync;
}

/** The sync of this process, if started. */
export function runningContentSync(): ContentSync | undefined {
  return existingProcessWide<ContentSync>('content-sync');
}

/** A revalidation named `slug`: the sync reads it again (when this process is the writer). */
export function requestContentSync(slug: string | null): void {
  if (slug) runningContentSync()?.requestBusiness(slug);
  else runningContentSync()?.indexChanged();
}
