import { processWide } from '@/lib/async/process-wide.mjs';
import 'server-only';
import { withCurrentVersion } from '@/lib/directory/current-version';
import { getDirectory } from '@/lib/directory/directories';
import { getDirectoryIndex, loadedDirectoryIndex } from '@/lib/directory/directory-index';
import { recordUpstreamFailure } from '@/lib/http/upstream-outage';
import { oneBuildAtATime } from '@/lib/directory/one-build-at-a-time';
import type { DirectoryIndex } from '../listing-index';
import { byLocale, locales, type Locale } from '@/lib/i18n/routing';
import { EmbeddedSearchEngine } from './embedded-engine';
import type { SearchEngine } from './search-engine';
import type { SearchQuery, SearchResults, Suggestions } from './search-query';
import { isSearchVersionMissing, storedSearch, type StoredSearch } from './stored-search';

/*
 * The directory's search as the site calls it: one engine per language, built from that
 * language's listing index and the other language's (for names in both languages), rebuilt
 * when either index is refreshed. A rebuild runs beside the engine it replaces, which answers
 * until the new one is ready; a search never waits for the upstream API, only for the first
 * build after a start.
 *
 * Builds take their turn with the index loads (oneBuildAtATime), and a build reads the indexes
 * when its turn comes, not when it was asked for: after a revalidation, a search that arrives
 * while the second language's index is being read gets one build from both new indexes, after
 * that read, instead of one beside it and a second one once it ends.
 *
 * With the cluster's stored search (DATABASE_URL, stored-search.ts) nothing is built: each
 * directory (directories.ts), of a stored listing version, is searched in that version's rows.
 */

interface Built {
  engine: SearchEngine;
  index: DirectoryIndex;
  twin: DirectoryIndex | null;
}

interface Slot {
  /** The engine answering, and the indexes it was built from. */
  ready: Built | null;
  /** A build waiting for its turn or running. */
  building: Promise<SearchEngine> | null;
  /** When the last build failed, if it did (Date.now()). */
  failedAt: number | null;
}

/** After a failed build, the engine still answering is kept this long before another try. */
const RETRY_AFTER_FAILURE_MS = 30_000;

// Process-wide, as the directory index: Next bundles this module into several route chunks.
function slotOf(locale: Locale): Slot {
  const slots = processWide('search-engines', '', () => new Map<Locale, Slot>());
  const slot = slots.get(locale) ?? { ready: null, building: null, failedAt: null };
  slots.set(locale, slot);
  return slot;
}

function otherLocale(locale: Locale): Locale {
  return locales.find((candidate) => candidate !== locale) ?? locale;
}

/** `asked`: the indexes of the request that started the build, if none is loaded by its turn. */
function startBuild(
  locale: Locale,
  slot: Slot,
  asked: Omit<Built, 'engine'>,
): Promise<SearchEngine> {
  const building = oneBuildAtATime(async () => {
    const index = loadedDirectoryIndex(locale) ?? asked.index;
    const twin = loadedDirectoryIndex(otherLocale(locale)) ?? asked.twin;
    const engine = new EmbeddedSearchEngine();
    await engine.index({ index, twin });
    slot.ready = { engine, index, twin };
    slot.failedAt = null;
    return engine;
  });
  slot.building = building;
  // A failed build is logged; a search after RETRY_AFTER_FAILURE_MS starts another.
  building
    .catch((error: unknown) => {
      slot.failedAt = Date.now();
      console.error(`search engine (${locale}): build failed`, error);
    })
    .finally(() => {
      if (slot.building === building) slot.building = null;
    });
  return building;
}

/** Which languages' stored search rows this process has seen for its index (readiness). */
function storedReady(): Set<Locale> {
  return processWide('stored-search-ready', '', () => new Set<Locale>());
}

async function storedEngine(stored: StoredSearch, locale: Locale): Promise<SearchEngine> {
  const directory = await getDirectory(locale);
  if (directory.version === null)
    throw new Error(`directory (${locale}): not from a stored listing`);
  return stored.engineFor(directory, directory.version);
}

/**
 * The engine of one language, as current as the directory indexes. Throws DirectoryApiError
 * only when the language's index has never loaded; without the other language's index the
 * engine searches the page's language only.
 */
export async function getSearchEngine(locale: Locale): Promise<SearchEngine> {
  const stored = storedSearch();
  if (stored) return storedEngine(stored, locale);
  const index = await getDirectoryIndex(locale);
  const twin = await getDirectoryIndex(otherLocale(locale)).catch(() => null);
  const slot = slotOf(locale);
  const { ready } = slot;
  if (ready && ready.index === index && ready.twin === twin) return ready.engine;
  const failedLately =
    slot.failedAt !== null && Date.now() - slot.failedAt < RETRY_AFTER_FAILURE_MS;
  if (ready && !slot.building && failedLately) return ready.engine;
  const building = slot.building ?? startBuild(locale, slot, { index, twin });
  return ready?.engine ?? building;
}

/**
 * `ask` of the language's engine. A stored search whose rows are gone for the index's version
 * (the listing moved on since this process checked) reads the stored listing's version now and
 * tries once more; rows still missing then mean the search cannot answer now (a 503).
 */
async function withEngine<T>(
  locale: Locale,
  ask: (engine: SearchEngine) => Promise<T>,
): Promise<T> {
  try {
    return await withCurrentVersion(async () => ask(await getSearchEngine(locale)));
  } catch (error) {
    if (isSearchVersionMissing(error)) recordUpstreamFailure();
    throw error;
  }
}

/** The /search page, /api/search, the listing pages and the agent tool: one query model. */
export function searchDirectory(query: SearchQuery & { locale: Locale }): Promise<SearchResults> {
  return withEngine(query.locale, (engine) => engine.search(query));
}

/** As-you-type suggestions (the combobox's JSON endpoint). */
export function suggestDirectory(
  text: string,
  locale: Locale,
  limit?: number,
): Promise<Suggestions> {
  return withEngine(locale, (engine) => engine.suggest(text, limit));
}

/** Whether the stored search holds the rows of the language's index: once seen, ready for good. */
async function storedRowsSeen(stored: StoredSearch, locale: Locale): Promise<boolean> {
  if (storedReady().has(locale)) return true;
  const { version } = await getDirectory(locale);
  if (version === null || !(await stored.holds(locale, version))) return false;
  storedReady().add(locale);
  return true;
}

/**
 * Builds (or rebuilds) the engines now, so the first search does not wait for it; resolves with
 * whether every language's engine is ready (false when an index could not be loaded). With the
 * stored search, builds nothing: checks that the writer has stored each index's search rows.
 */
export async function warmSearchEngines(): Promise<boolean> {
  const stored = storedSearch();
  if (stored) {
    const seen = await Promise.all(
      locales.map((locale) => storedRowsSeen(stored, locale).catch(() => false)),
    );
    return seen.every(Boolean);
  }
  const built = await Promise.all(
    locales.map((locale) => getSearchEngine(locale).then(Boolean, () => false)),
  );
  return built.every(Boolean);
}

/** Which languages' engines can answer a search now, without waiting for a build. */
export function searchEnginesReady(): Record<Locale, boolean> {
  if (storedSearch()) return byLocale((locale) => storedReady().has(locale));
  return byLocale((locale) => slotOf(locale).ready !== null);
}
