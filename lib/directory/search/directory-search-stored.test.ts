import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetProcessWide } from '@/lib/async/process-wide.mjs';
import { sampleIndexes } from '../../../bench/search/sample-indexes';
import type { Directory } from '../directory';
import type { DirectoryIndex } from '../listing-index';
import type { SearchEngine } from './search-engine';
import { normalizeQuery } from './search-query';
import { SearchVersionMissingError, searchFromStore, type StoredSearch } from './stored-search';

/* The directory's search with the cluster's stored search (DATABASE_URL): nothing is built. */

const current: Record<string, DirectoryIndex> = {};
const versions = new Map<DirectoryIndex, string>();
const reloads = vi.fn(async () => {});
const outages = vi.fn();
vi.mock('@/lib/directory/directory-index', () => ({
  getDirectoryIndex: async (locale: string) => current[locale]!,
  loadedDirectoryIndex: (locale: string) => current[locale],
  storedVersionOf: (index: DirectoryIndex) => versions.get(index),
  reloadDirectoryIndexes: () => reloads(),
}));
vi.mock('@/lib/http/upstream-outage', () => ({ recordUpstreamFailure: () => outages() }));

const { searchDirectory, searchEnginesReady, suggestDirectory, warmSearchEngines } =
  await import('./directory-search');
const { EmbeddedSearchEngine } = await import('./embedded-engine');
const sample = sampleIndexes({ synthetic: 0 });

/** A stored search whose rows exist for the versions in `held`; its engines name their version. */
function storedSearch(held: Set<string>): StoredSearch {
  const engineFor = (directory: Directory, version: string): SearchEngine => ({
    async search(query) {
      if (!held.has(version)) throw new SearchVersionMissingError('en', version);
      return {
        query,
        items: [],
        total: Number(version),
        totalPages: 1,
        facets: { categories: [], cities: [], regions: [] },
      };
    },
    async suggest() {
      if (!held.has(version)) throw new SearchVersionMissingError('en', version);
      const [first] = await directory.slice({}, 0, 1);
      return {
        businesses: [{ slug: first!.slug, name: version }],
        categories: [],
        cities: [],
      };
    },
  });
  return { engineFor, holds: async (_, version) => held.has(version) };
}

const query = normalizeQuery({ text: 'bakery', locale: 'en' });

beforeEach(() => {
  forgetProcessWide('stored-search-ready');
  current.en = sample.en;
  current.fr = sample.fr;
  versions.clear();
  versions.set(sample.en, '7').set(sample.fr, '8');
  reloads.mockReset();
  outages.mockReset();
});

// The stored search is process-wide: the next test file must not find it.
afterAll(() => {
  forgetProcessWide('stored-search');
  forgetProcessWide('stored-search-ready');
});

describe('the directory search with a stored search', () => {
  it('builds no engine and searches the version each index was read from', async () => {
    const builds = vi.spyOn(EmbeddedSearchEngine.prototype, 'index');
    searchFromStore(storedSearch(new Set(['7', '8'])));
    expect((await searchDirectory({ ...query, locale: 'en' })).total).toBe(7);
    expect((await suggestDirectory('bo', 'fr')).businesses[0]?.name).toBe('8');
    expect(builds).not.toHaveBeenCalled();
  });

  it('reads the stored listing again when its version has moved on, then searches the new one', async () => {
    searchFromStore(storedSearch(new Set(['9'])));
    const newer = sampleIndexes({ synthetic: 1 }).en;
    reloads.mockImplementation(async () => {
      current.en = newer;
      versions.set(newer, '9');
    });
    expect((await searchDirectory({ ...query, locale: 'en' })).total).toBe(9);
    expect(reloads).toHaveBeenCalledTimes(1);
    expect(outages).not.toHaveBeenCalled();
  });

  it('fails as an outage when the rows are still missing after the reload', async () => {
    searchFromStore(storedSearch(new Set()));
    await expect(searchDirectory({ ...query, locale: 'en' })).rejects.toBeInstanceOf(
      SearchVersionMissingError,
    );
    expect(reloads).toHaveBeenCalledTimes(1);
    expect(outages).toHaveBeenCalledTimes(1);
  });

  it('is ready once the rows of every language are stored, and stays so', async () => {
    const held = new Set(['7']);
    searchFromStore(storedSearch(held));
    expect(await warmSearchEngines()).toBe(false);
    expect(searchEnginesReady()).toEqual({ en: true, fr: false });
    held.add('8');
    expect(await warmSearchEngines()).toBe(true);
    held.clear();
    expect(await warmSearchEngines()).toBe(true);
    expect(searchEnginesReady()).toEqual({ en: true, fr: true });
  });
});
