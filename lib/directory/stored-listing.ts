import { existingProcessWide, processWide } from '@/lib/async/process-wide.mjs';
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

/** No language's listing has been written yet: the directory is not ready. */
export class ListingNotStoredError extends Error {
  constructor(locale: Locale) {
    super(`directory listing (${locale}): not stored yet; waiting for the writer's first refresh`);
    this.name = 'ListingNotStoredError';
  }
}
