import 'server-only';
import { getDirectoryIndex } from '@/lib/directory/directory-index';
import type { DirectoryIndex } from '../listing-index';
import { locales, type Locale } from '@/lib/i18n/routing';
import { EmbeddedSearchEngine } from './embedded-engine';
import type { SearchEngine } from './search-engine';
import type { SearchQuery, SearchResults, Suggestions } from './search-query';

/*
 * The directory's search as the site calls it: one engine per language, built from that
 * language's listing index and the other language's (for names in both languages), rebuilt
 * when either index is refreshed. A rebuild runs beside the engine it replaces, which answers
 * until the new one is ready; a search never waits for the upstream API, only for the first
 * build after a start.
 */

interface Slot {
  index: DirectoryIndex;
  twin: DirectoryIndex | null;
  building: Promise<SearchEngine>;
  ready: SearchEngine | null;
}

// On globalThis, as the directory index: Next bundles this module into several route chunks.
const KEY = Symbol.for('open-business-directory.search-engines');
type Holder = { [KEY]?: Map<Locale, Slot> };

function slots(): Map<Locale, Slot> {
  const holder = globalThis as Holder;
  holder[KEY] ??= new Map();
  return holder[KEY];
}

function otherLocale(locale: Locale): Locale {
  return locales.find((candidate) => candidate !== locale) ?? locale;
}

async function build(index: DirectoryIndex, twin: DirectoryIndex | null): Promise<SearchEngine> {
  const engine = new EmbeddedSearchEngine();
  await engine.index({ index, twin });
  return engine;
}

/**
 * The engine of one language, as current as the directory indexes. Throws DirectoryApiError
 * only when the language's index has never loaded; without the other language's index the
 * engine searches the page's language only.
 */
export async function getSearchEngine(locale: Locale): Promise<SearchEngine> {
  const index = await getDirectoryIndex(locale);
  const twin = await getDirectoryIndex(otherLocale(locale)).catch(() => null);
  const previous = slots().get(locale);
  if (!previous || previous.index !== index || previous.twin !== twin) {
    const slot: Slot = {
      index,
      twin,
      building: build(index, twin),
      ready: previous?.ready ?? null,
    };
    slot.building.then(
      (engine) => {
        slot.ready = engine;
      },
      (error) => console.error(`search engine (${locale}): build failed`, error),
    );
    slots().set(locale, slot);
  }
  const current = slots().get(locale) as Slot;
  return current.ready ?? current.building;
}

/** The /search page, /api/search, the listing pages and the agent tool: one query model. */
export async function searchDirectory(
  query: SearchQuery & { locale: Locale },
): Promise<SearchResults> {
  return (await getSearchEngine(query.locale)).search(query);
}

/** As-you-type suggestions (the combobox's JSON endpoint). */
export async function suggestDirectory(
  text: string,
  locale: Locale,
  limit?: number,
): Promise<Suggestions> {
  return (await getSearchEngine(locale)).suggest(text, limit);
}

/**
 * Builds (or rebuilds) the engines now, so the first search does not wait for it; resolves with
 * whether every language's engine is ready (false when an index could not be loaded).
 */
export async function warmSearchEngines(): Promise<boolean> {
  const built = await Promise.all(
    locales.map((locale) => getSearchEngine(locale).then(Boolean, () => false)),
  );
  return built.every(Boolean);
}

/** Which languages' engines can answer a search now, without waiting for a build. */
export function searchEnginesReady(): Record<Locale, boolean> {
  return Object.fromEntries(
    locales.map((locale) => [locale, Boolean(slots().get(locale)?.ready)]),
  ) as Record<Locale, boolean>;
}
