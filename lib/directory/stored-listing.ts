import { existingProcessWide, processWide } from '@/lib/async/process-wide.mjs';
import { recordingFailures } from '@/lib/api';
import { recordUpstreamFailure } from '@/lib/http/upstream-outage';
import type { Locale } from '@/lib/i18n/routing';
import type { ListedBusiness } from './listed-business';

/*
 * The cluster's stored listing (DATABASE_URL): one instance reads the listing from the API and
 * writes it to the database (lib/content/sync/listing-sync.ts), every instance builds its
 * directory index from the stored copy. The store lives above this layer (lib/content/postgres),
 * so the server hands it in at its start (instrumentation.ts); process-wide, since every route
 * chunk has its own copy of this module.
 */

export interface StoredListing {
  /** The version of a language's stored listing, or null while none has been written. */
  version(locale: Locale): Promise<string | null>;
  /** That version's businesses in listing order, read in batches. */
  read(locale: Locale, version: string): AsyncIterable<ListedBusiness>;
  /**
   * In the process that writes it: reads the API again and stores what changed (a
   * revalidation, before the index reloads). Other processes have none.
   */
  refresh?(): Promise<void>;
}

/** The directory index reads `listing` instead of the API from now on, in this process. */
export function readStoredListing(listing: StoredListing): void {
  processWide('stored-listing', '', () => ({ listing })).listing = listing;
}

/** The stored listing this process reads, if any. */
export function storedListing(): StoredListing | undefined {
  return existingProcessWide<{ listing: StoredListing }>('stored-listing')?.listing;
}

/** A stored version is one cheap query: asked this often (at most), more often than the API. */
export function storedVersionCheckMs(apiCacheSeconds: number): number {
  return Math.min(apiCacheSeconds, STORED_VERSION_CHECK_SECONDS) * 1000;
}

const STORED_VERSION_CHECK_SECONDS = 30;

/** No language's listing has been written yet: the directory is not ready. */
export class ListingNotStoredError extends Error {
  constructor(locale: Locale) {
    super(`directory listing (${locale}): not stored yet; waiting for the writer's first refresh`);
    this.name = 'ListingNotStoredError';
  }
}

/**
 * A directory's load as a reader awaits it: each request that gets its failure is marked as
 * having met an outage, a listing not stored yet too (the page answers 503 until the writer's
 * first refresh).
 */
export async function loadingAsOutage<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await recordingFailures(load);
  } catch (error) {
    if (error instanceof ListingNotStoredError) recordUpstreamFailure();
    throw error;
  }
}
