import { existingProcessWide, processWide } from '@/lib/async/process-wide.mjs';
import 'server-only';
import { getSiteConfig } from '@/lib/config/site-config';
import type { Locale } from '@/lib/i18n/routing';
import type { Directory } from './directory';
import { DIRECTORY_PAGE_SIZE } from './directory-paths';
import {
  getDirectoryIndex,
  loadedDirectoryIndex,
  reloadDirectoryIndexes,
  storedVersionOf,
  whenDirectoryIndexBuilt,
} from './directory-index';
import type { DirectoryIndex } from './listing-index';
import { MemoryDirectory } from './memory-directory';
import { registerMemoryCache } from './memory-caches';
import { RefreshingCache } from './refreshing-cache';
import { RememberedReads } from './remembered-reads';
import { ListingNotStoredError, loadingAsOutage, storedVersionCheckMs } from './stored-listing';

/*
 * The directory of each language, whichever holds it. By default this process's index of the
 * API's listing (directory-index.ts), wrapped once per index. With the cluster's stored
 * directory (DATABASE_URL), the stored listing read by queries: the store lives above this
 * layer (lib/content/postgres), so the server hands it in at its start (instrumentation.ts), as
 * the stored listing and search are; this process then keeps each language's current version
 * (its facets) and builds no index.
 */

export interface StoredDirectories {
  /** The version of a language's stored directory, or null while none has been written. */
  version(locale: Locale): Promise<string | null>;
  /** The directory of that version: reads its facets, holds none of its businesses. */
  open(locale: Locale, version: string): Promise<Directory>;
}

/** Every directory from now on, in this process, is read from `stored`. */
export function readStoredDirectories(stored: StoredDirectories): void {
  processWide('stored-directories', '', () => ({ stored })).stored = stored;
}

function storedDirectories(): StoredDirectories | undefined {
  return existingProcessWide<{ stored: StoredDirectories }>('stored-directories')?.stored;
}

/**
 * Calls `listener` in the background with each new in-memory directory (a new index), for work a
 * new directory makes due that no reader should wait for (the llms files' plan). A stored
 * directory is not announced: such work would read every business from the database, on every
 * instance, at every version; the cluster's writer does it once instead
 * (lib/content/sync/start-listing-sync.ts, whenListingStored).
 */
export function whenDirectoryOpened(listener: (directory: Directory) => void): void {
  // With the stored directory, an index is the writer's own, which no page reads.
  whenDirectoryIndexBuilt((index) => {
    if (!storedDirectories()) listener(directoryOfIndex(index));
  });
}

async function openCurrent(
  stored: StoredDirectories,
  locale: Locale,
  previous: Directory | undefined,
): Promise<Directory> {
  const version = await stored.version(locale);
  if (version === null) throw new ListingNotStoredError(locale);
  if (previous?.version === version) return previous;
  const directory = new RememberedReads(await stored.open(locale, version));
  // The directory's first page, read with the version: the home page, its twin and an
  // unfiltered /api/search answer from it while the database is down.
  await directory.list({}, 0, DIRECTORY_PAGE_SIZE);
  return directory;
}

function storedCache(stored: StoredDirectories): RefreshingCache<Locale, Directory> {
  return processWide('stored-directory-cache', '', () => {
    const cache = new RefreshingCache<Locale, Directory>({
      load: (locale, previous) => openCurrent(stored, locale, previous),
      ttlMs: storedVersionCheckMs(getSiteConfig().apiCacheSeconds),
      onError: (locale, error) =>
        error instanceof ListingNotStoredError
          ? console.warn(error.message)
          : console.error(`directory (${locale}): load failed; serving the last good one`, error),
    });
    // A revalidation: ask the version now, so the pages it expires re-render from the new one.
    registerMemoryCache('stored-directory', () => cache.reloadAnew());
    return cache;
  });
}

function wrapped(): WeakMap<DirectoryIndex, MemoryDirectory> {
  return processWide('memory-directories', '', () => new WeakMap());
}

/** The directory over an index of this process (one wrapper per index). */
function directoryOfIndex(index: DirectoryIndex): MemoryDirectory {
  let directory = wrapped().get(index);
  if (!directory) {
    directory = new MemoryDirectory(index, storedVersionOf(index) ?? null);
    wrapped().set(index, directory);
  }
  return directory;
}

/** The directory of one language; throws DirectoryApiError only when it has never loaded. */
export async function getDirectory(locale: Locale): Promise<Directory> {
  const stored = storedDirectories();
  if (!stored) return directoryOfIndex(await getDirectoryIndex(locale));
  return loadingAsOutage(() => storedCache(stored).get(locale));
}

/**
 * The directory of one language if this process has loaded it, or undefined; never an
 * upstream call (a profile's neighbours, readiness).
 */
export function loadedDirectory(locale: Locale): Directory | undefined {
  const stored = storedDirectories();
  if (stored) return storedCache(stored).peek(locale);
  const index = loadedDirectoryIndex(locale);
  return index ? directoryOfIndex(index) : undefined;
}

/**
 * Asks the stored version again now, in a load that starts now (a new version was announced, or
 * a search found the rows of its version gone), and reloads the indexes this process holds.
 */
export async function reloadDirectories(): Promise<void> {
  const stored = storedDirectories();
  await Promise.all([
    reloadDirectoryIndexes(),
    stored ? storedCache(stored).reloadAnew() : undefined,
  ]);
}
