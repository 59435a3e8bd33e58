import 'server-only';
import { getDirectory, loadedDirectory } from '@/lib/directory/directories';
import { byLocale, defaultLocale, locales, type Locale } from '@/lib/i18n/routing';
import { searchEnginesReady, warmSearchEngines } from '@/lib/directory/search/directory-search';

/*
 * A server is ready once it holds the directory of every language (its index, or with the
 * stored directory the current version's facets): the profile shows its related businesses
 * only from a directory already loaded (it never reads the whole listing for one page), so a
 * profile rendered before the load would lack them, and its cached Markdown twin would then
 * differ from a later MCP answer. The search engines are built from those indexes right after,
 * so that no search or filtered listing waits for a build of the whole directory. Both start with the server (instrumentation.ts), and GET /api/health tells a load
 * balancer when they have ended.
 */

/** Which languages' indexes this process holds (a refresh that failed keeps the last one). */
export function directoryIndexesLoaded(): Record<Locale, boolean> {
  return byLocale((locale) => loadedDirectory(locale) !== undefined);
}

export function everyDirectoryIndexLoaded(): boolean {
  return Object.values(directoryIndexesLoaded()).every(Boolean);
}

/**
 * Loads the index of each language this process does not hold yet, English first (the French
 * index takes its category keys from it, so it waits for a good English one). Resolves with
 * whether every index is loaded, and never rejects: a failure is logged by the index's cache,
 * and the next reader's lazy load (or the next call) tries again. A call while a load runs
 * joins it (the cache has one load at a time per language).
 */
export async function loadDirectoryIndexes(): Promise<boolean> {
  const ordered = [defaultLocale, ...locales.filter((locale) => locale !== defaultLocale)];
  for (const locale of ordered) {
    if (loadedDirectory(locale)) continue;
    try {
      await getDirectory(locale);
    } catch {
      return false;
    }
  }
  return true;
}

/** Every index loaded and every language's search engine built from it. */
export function directoryReady(): boolean {
  return everyDirectoryIndexLoaded() && Object.values(searchEnginesReady()).every(Boolean);
}

/**
 * Loads the indexes (loadDirectoryIndexes), then builds the search engines. Resolves with
 * whether the directory is ready, and never rejects.
 */
export async function prepareDirectory(): Promise<boolean> {
  if (!(await loadDirectoryIndexes())) return false;
  return warmSearchEngines();
}
