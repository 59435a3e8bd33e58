import { processWide } from '@/lib/async/process-wide.mjs';
import 'server-only';
import { getSiteConfig } from '@/lib/config/site-config';
import {
  type DirectoryIndex,
  ListingIndexBuilder,
  type ListingIndexOptions,
  optionsFromDefaultIndex,
} from '@/lib/directory/listing-index';
import { RefreshingCache } from '@/lib/directory/refreshing-cache';
import { oneBuildAtATime } from '@/lib/directory/one-build-at-a-time';
import { defaultLocale, locales, type Locale } from '@/lib/i18n/routing';
import { registerMemoryCache } from '@/lib/directory/memory-caches';
import { streamPublicBusinesses } from '@/lib/api';
import type { ListedBusiness } from '@/lib/directory/listed-business';
import {
  ListingNotStoredError,
  loadingAsOutage,
  storedListing,
  storedVersionCheckMs,
  type StoredListing,
} from '@/lib/directory/stored-listing';

/*
 * The directory index of each language, in this server's memory: read from the streamed
 * listing once per API_CACHE_SECONDS, reduced to what lists, filters and sitemaps need, shared
 * by every request (one load at a time per language), and kept when a refresh fails. Each
 * server instance holds its own. With the cluster's stored listing (DATABASE_URL,
 * stored-listing.ts) the index is read from the database instead of the API, and a refresh
 * first asks the stored version: an unchanged one keeps the index without reading a row.
 */

/**
 * Category pages have one path in both languages, the English one, so a French index takes
 * each business's category key from the English index (by business slug). Without an English
 * index, French keys are the slugs of the French names: pages still work, alternates may not.
 */
async function categoryKeys(locale: Locale): Promise<ListingIndexOptions> {
  if (locale === defaultLocale) return {};
  try {
    // Transient: dropped once the French index is built.
    return optionsFromDefaultIndex(await getDirectoryIndex(defaultLocale));
  } catch {
    return {};
  }
}

/*
 * Work that a new index makes due and that a reader should not wait for (the llms files'
 * plan): started in the background once the index is built, by listeners registered at the
 * server's start. Process-wide, as the cache below: each route chunk has its own module copy.
 */
function builtListeners(): Set<(index: DirectoryIndex) => void> {
  return processWide('directory-index-listeners', '', () => new Set());
}

/** Calls `listener` in the background with each new index (not with one a refresh kept). */
export function whenDirectoryIndexBuilt(listener: (index: DirectoryIndex) => void): () => void {
  builtListeners().add(listener);
  return () => {
    builtListeners().delete(listener);
  };
}

function announceBuilt(index: DirectoryIndex): void {
  for (const listener of builtListeners()) {
    setImmediate(() => {
      try {
        listener(index);
      } catch (error) {
        console.error(`directory index (${index.locale}): a listener failed`, error);
      }
    });
  }
}

/** The stored listing's version each index was built from, for the next refresh to compare. */
function builtVersions(): WeakMap<DirectoryIndex, string> {
  return processWide('directory-index-versions', '', () => new WeakMap());
}

/** The stored listing's version an index was built from (DATABASE_URL), if it was. */
export function storedVersionOf(index: DirectoryIndex): string | undefined {
  return builtVersions().get(index);
}

async function storedVersion(listing: StoredListing, locale: Locale): Promise<string> {
  const version = await listing.version(locale);
  if (version === null) throw new ListingNotStoredError(locale);
  return version;
}

/** `previous`: the index a refresh replaces, whose unchanged entries are taken over. */
export async function loadDirectoryIndex(
  locale: Locale,
  previous?: DirectoryIndex,
): Promise<DirectoryIndex> {
  const stored = storedListing();
  const version = stored ? await storedVersion(stored, locale) : null;
  if (previous && version !== null && builtVersions().get(previous) === version) return previous;
  // The English index first (the French one takes its category keys), outside the queue.
  const options = await categoryKeys(locale);
  const businesses =
    stored && version !== null ? stored.read(locale, version) : streamPublicBusinesses(locale);
  // One build at a time: a load holds the parsed stream's garbage and a second index beside the
  // one it replaces, and a search engine's build beside it would add its own peak.
  const index = await oneBuildAtATime(() =>
    buildDirectoryIndex(locale, businesses, { ...options, previous }),
  );
  if (version !== null) builtVersions().set(index, version);
  if (index !== previous) announceBuilt(index);
  return index;
}

async function buildDirectoryIndex(
  locale: Locale,
  businesses: AsyncIterable<ListedBusiness>,
  options: ListingIndexOptions,
): Promise<DirectoryIndex> {
  const started = performance.now();
  const builder = new ListingIndexBuilder(options);
  for await (const business of businesses) builder.add(business);
  const index = builder.build(locale);
  if (process.env.DIRECTORY_INDEX_LOG === '1') {
    console.info(
      `directory index (${locale}): ${index.entries.length} businesses in ${Math.round(performance.now() - started)} ms`,
    );
  }
  return index;
}

function refreshMs(): number {
  const { apiCacheSeconds } = getSiteConfig();
  return storedListing() ? storedVersionCheckMs(apiCacheSeconds) : apiCacheSeconds * 1000;
}

/*
 * One cache per process: Next bundles this module into several route chunks (pages, twins,
 * llms.txt, the sitemap), and a module-level variable would give each copy an index of its
 * own, multiplying both the memory and the loads.
 */
function indexCache(): RefreshingCache<Locale, DirectoryIndex> {
  return processWide('directory-index', '', () => {
    const cache = new RefreshingCache<Locale, DirectoryIndex>({
      load: loadDirectoryIndex,
      ttlMs: refreshMs(),
      onError: (locale, error) =>
        error instanceof ListingNotStoredError
          ? console.warn(error.message)
          : console.error(
              `directory index (${locale}): load failed; serving the last good one if any`,
              error,
            ),
    });
    // POST /api/revalidate (after the API has answered its probe): reload now, so that the
    // listing pages it expires next re-render from the new index; a failed reload keeps the old.
    // The process that writes the stored listing stores it anew first (stored-listing.ts).
    registerMemoryCache('directory-index', async () => {
      await storedListing()
        ?.refresh?.()
        .catch(() => undefined);
      await cache.reload();
    });
    return cache;
  });
}

/**
 * The index of one language if this process has loaded it (for the home page, a listing,
 * llms.txt, …), or undefined; never an upstream call.
 */
export function loadedDirectoryIndex(locale: Locale): DirectoryIndex | undefined {
  return indexCache().peek(locale);
}

/** The index of one language; throws DirectoryApiError only when it has never loaded. */
export async function getDirectoryIndex(locale: Locale): Promise<DirectoryIndex> {
  // The load is shared by every request; each one that gets its failure is marked.
  return loadingAsOutage(() => indexCache().get(locale));
}

/**
 * Loads the index of every language, English first (the French one takes its category keys from
 * it), and resolves once each has loaded or failed (the cache logs a failure): for a process
 * that needs the indexes without a reader asking, such as the writer's content sync.
 */
export async function loadEveryDirectoryIndex(): Promise<void> {
  for (const locale of [defaultLocale, ...locales.filter((other) => other !== defaultLocale)])
    await getDirectoryIndex(locale).catch(() => undefined);
}

/**
 * Asks the stored listing's version again, in a load that starts now (not one under way, which
 * may have asked before the new version was stored), and reads it when it changed.
 */
export function reloadDirectoryIndexes(): Promise<void> {
  return indexCache().reloadAnew();
}
