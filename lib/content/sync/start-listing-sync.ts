import { existingProcessWide, processWide } from '@/lib/async/process-wide.mjs';
import 'server-only';
import { streamPublicBusinesses, type Locale } from '@/lib/api';
import { getSiteConfig } from '@/lib/config/site-config';
import { reloadDirectories } from '@/lib/directory/directories';
import { loadEveryDirectoryIndex } from '@/lib/directory/directory-index';
import { listedBusinessOf, type ListedBusiness } from '@/lib/directory/listed-business';
import { readStoredListing } from '@/lib/directory/stored-listing';
import { locales } from '@/lib/i18n/routing';
import { announceListingStored } from '@/lib/shared-cache/revalidation-bus';
import { getContentStore, getListingStore } from '../store';
import type { PgListing } from '../postgres/pg-listing';
import { LEASE_TTL_MS } from './content-sync';
import { ListingSync } from './listing-sync';
import { runningContentSync, syncHolder } from './start-content-sync';
import { consoleSyncLog } from './sync-log';

/*
 * With DATABASE_URL, started once by instrumentation.ts before the directory's first load: the
 * directory index reads the stored listing, and a process that may write (CONTENT_SYNC not off)
 * runs the listing's sync, which writes only while it holds the writer's lease. Each new version
 * it stores is announced on the revalidation bus (REDIS_URL), so the other processes read it at
 * once; without Redis they find it at their next version check.
 */

async function* listingFromApi(locale: Locale): AsyncGenerator<ListedBusiness> {
  for await (const business of streamPublicBusinesses(locale)) yield listedBusinessOf(business);
}

function newListingSync(listing: PgListing): ListingSync {
  const sync = new ListingSync({
    locales,
    takeLease: () => getContentStore().acquireWriterLease(syncHolder(), LEASE_TTL_MS),
    fetch: listingFromApi,
    write: (locale, businesses) => listing.write(locale, businesses),
    periodMs: getSiteConfig().apiCacheSeconds * 1000,
    // The listeners' work first (within a bound), so that the instances told of the new
    // version find it done.
    written: async () => {
      await listingStored();
      void announceListingStored();
      return reloadDirectories();
    },
    // The content sync shares the lease: it starts now rather than at its own next tick. It
    // reads the listing from this process's directory index, which pages no longer load when
    // the directory is stored: the writer loads it, an instance that only reads never does.
    becameWriter: () => {
      const contentSync = runningContentSync();
      if (!contentSync) return;
      void loadEveryDirectoryIndex();
      void contentSync.tick();
    },
    // The stored listing's search rows, at once: instances are not ready without them.
    // And what the listing's listeners make of it (a version stored by an earlier writer).
    settleStored: () =>
      listing.reconcileSearch().finally(() => {
        void listingStored();
      }),
    sinceRead: () => listing.sinceRead(locales),
    markRead: () => listing.markRead(),
    log: consoleSyncLog,
  });
  sync.start();
  return sync;
}

/** Work a new listing makes due: its promise settles when the work is done (or given up). */
type StoredListener = () => Promise<void>;

/** How long the writer waits for its listeners before it announces a version all the same. */
const LISTENERS_WAIT_MS = 60_000;

function storedListeners(): StoredListener[] {
  return processWide('listing-stored-listeners', '', () => [] as StoredListener[]);
}

/**
 * Calls `listener` in the writer after each listing it stores, before the new version is
 * announced (for at most LISTENERS_WAIT_MS), and when it becomes the writer: for work a version
 * makes due once for the whole cluster, registered from the layers above (the llms files' plan:
 * lib/companions/shared-llms-plan.ts), so that no instance does it.
 */
export function whenListingStored(listener: StoredListener): void {
  storedListeners().push(listener);
}

async function listingStored(): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const bound = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, LISTENERS_WAIT_MS);
    timer.unref?.();
  });
  await Promise.race([Promise.allSettled(storedListeners().map((listener) => listener())), bound]);
  clearTimeout(timer);
}

/** The listing's sync of this process, if it may write. */
export function runningListingSync(): ListingSync | undefined {
  return existingProcessWide<ListingSync>('listing-sync');
}

/** Whether the directory reads the stored listing (DATABASE_URL set). */
export function startStoredListing({ writes }: { writes: boolean }): boolean {
  const listing = getListingStore();
  if (!listing) return false;
  const sync = writes ? processWide('listing-sync', '', () => newListingSync(listing)) : null;
  readStoredListing({
    version: (locale) => listing.version(locale),
    read: (locale, version) => listing.read(locale, version),
    ...(sync ? { refresh: () => sync.refreshNow() } : {}),
  });
  return true;
}
