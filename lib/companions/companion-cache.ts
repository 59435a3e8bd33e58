import { Lru } from '@/lib/async/lru.mjs';
import { processWide } from '@/lib/async/process-wide.mjs';
import { getSiteConfig } from '@/lib/config/site-config';
import { registerMemoryCache } from '@/lib/directory/memory-caches';

/*
 * Companion files (llms.txt, the sitemaps, the per-category llms files) are built from the
 * directory index and many API answers: far more work than a page. They are kept here, built
 * text by key, the way ISR keeps a page: fresh for a while, then served stale while one
 * rebuild runs in the background, and emptied by POST /api/revalidate (the memory-cache
 * registry). A failed build is never kept: the caller answers 503, or keeps serving the last
 * good text if it has one. Route handlers cannot be ISR here without a build-time API call
 * (sitemap.xml has no dynamic segment to defer it), hence this small cache of their own.
 */

const FRESH_MS = 300_000;
/** A text past this size is served but not kept (a sitemap file at scale): memory is bounded. */
const MAX_ENTRY_CHARS = 4_000_000;
const MAX_TOTAL_CHARS = 32_000_000;

interface Entry {
  text: string;
  builtAt: number;
  refreshing: Promise<string> | null;
}

interface Store {
  /** Bounded by their characters, least recently used out first. */
  entries: Lru<string, Entry>;
  building: Map<string, Promise<string>>;
  /** Bumped by every clear, so that a build started before it is not kept after it. */
  generation: number;
}

/*
 * One store per process: Next bundles this module into each companion route's chunk, and a
 * module-level store would give each copy its own MAX_TOTAL_CHARS.
 */
const store: Store = processWide('companion-texts', '', () => ({
  entries: new Lru({ capacity: MAX_TOTAL_CHARS, weigh: (entry: Entry) => entry.text.length }),
  building: new Map(),
  generation: 0,
}));
const { entries, building } = store;

function remember(key: string, text: string, now: number): void {
  if (text.length > MAX_ENTRY_CHARS) entries.delete(key);
  else entries.set(key, { text, builtAt: now, refreshing: null });
}

function buildOnce(key: string, build: () => Promise<string>, now: () => number) {
  const pending = building.get(key);
  if (pending) return pending;
  const startedIn = store.generation;
  const started = build().then(
    (text) => {
      building.delete(key);
      if (startedIn === store.generation) remember(key, text, now());
      return text;
    },
    (error: unknown) => {
      building.delete(key);
      throw error;
    },
  );
  building.set(key, started);
  return started;
}

/**
 * The text for `key`: kept if fresh; if stale, kept and rebuilt in the background (a failed
 * rebuild keeps the old text); if absent, built now (concurrent callers share one build).
 */
export function cachedCompanionText(
  key: string,
  build: () => Promise<string>,
  now: () => number = Date.now,
  freshMs: number = FRESH_MS,
): Promise<string> {
  const entry = entries.get(key);
  if (!entry) return buildOnce(key, build, now);
  if (now() - entry.builtAt >= freshMs && !entry.refreshing) {
    entry.refreshing = buildOnce(key, build, now);
    entry.refreshing.catch(() => {
      entry.refreshing = null;
    });
  }
  return Promise.resolve(entry.text);
}

/**
 * A text that expands businesses (a sitemap file): kept fresh for COMPANION_CACHE_SECONDS, like
 * the API answers it was built from.
 */
export function cachedExpandingText(key: string, build: () => Promise<string>): Promise<string> {
  return cachedCompanionText(key, build, Date.now, getSiteConfig().companionCacheSeconds * 1000);
}

/** Forgets every kept text (revalidation, tests). */
export function clearCompanionTexts(): void {
  store.generation += 1;
  building.clear();
  entries.clear();
}

registerMemoryCache('companion files', clearCompanionTexts);
