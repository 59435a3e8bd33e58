import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleIndexes } from '../../../bench/search/sample-indexes';
import type { DirectoryIndex } from '../listing-index';

const current: Record<string, DirectoryIndex> = {};
vi.mock('@/lib/directory/directory-index', () => ({
  getDirectoryIndex: async (locale: string) => {
    const index = current[locale];
    if (!index) throw new Error(`no ${locale} index`);
    return index;
  },
  loadedDirectoryIndex: (locale: string) => current[locale],
}));

const { getSearchEngine, searchDirectory, suggestDirectory } = await import('./directory-search');
const { EmbeddedSearchEngine } = await import('./embedded-engine');
const { oneBuildAtATime } = await import('../one-build-at-a-time');
const first = sampleIndexes({ synthetic: 20 });
const second = sampleIndexes({ synthetic: 40 });

beforeEach(() => {
  current.en = first.en;
  current.fr = first.fr;
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const businessesIn = async (locale: 'en' | 'fr') =>
  (
    await (
      await getSearchEngine(locale)
    ).search({ text: '', sort: 'relevance', page: 1, limit: 1, locale })
  ).total;

/** Holds the build queue, as an index load in progress does, until release() is called. */
function holdTheQueue(): { release: () => void } {
  let release = () => {};
  void oneBuildAtATime(() => new Promise<void>((resolve) => (release = resolve)));
  return { release: () => release() };
}

describe('getSearchEngine', () => {
  it('keeps one engine a language while the indexes stay the same', async () => {
    expect(await getSearchEngine('en')).toBe(await getSearchEngine('en'));
    expect(await getSearchEngine('fr')).not.toBe(await getSearchEngine('en'));
  });

  it('answers from the old engine while a refreshed index is indexed, then from the new one', async () => {
    const old = await getSearchEngine('en');
    current.en = second.en;
    expect(await getSearchEngine('en')).toBe(old);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const fresh = await getSearchEngine('en');
    expect(fresh).not.toBe(old);
    expect(
      (await fresh.search({ text: '', sort: 'relevance', page: 1, limit: 1, locale: 'en' })).total,
    ).toBe(second.en.entries.length);
  });

  it('waits for the index loads before it, then builds once from the newest indexes', async () => {
    await getSearchEngine('en');
    const builds = vi.spyOn(EmbeddedSearchEngine.prototype, 'index');
    const load = holdTheQueue();
    current.en = second.en;
    const old = await getSearchEngine('en');
    // The French index is refreshed while the English engine's build waits for its turn.
    current.fr = second.fr;
    await getSearchEngine('en');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(builds).not.toHaveBeenCalled();
    expect(await getSearchEngine('en')).toBe(old);
    load.release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(builds).toHaveBeenCalledTimes(1);
    expect(builds.mock.calls[0]?.[0]).toEqual({ index: second.en, twin: second.fr });
    expect(await getSearchEngine('en')).not.toBe(old);
    expect(await businessesIn('en')).toBe(second.en.entries.length);
    expect(builds).toHaveBeenCalledTimes(1);
  });

  it('keeps the engine answering after a failed build, and tries again 30 s later', async () => {
    await getSearchEngine('fr');
    vi.useFakeTimers({ toFake: ['Date'] });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const builds = vi
      .spyOn(EmbeddedSearchEngine.prototype, 'index')
      .mockRejectedValueOnce(new Error('no memory'));
    current.fr = second.fr;
    await getSearchEngine('fr');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(errors).toHaveBeenCalledWith('search engine (fr): build failed', expect.any(Error));
    expect(await businessesIn('fr')).toBe(first.fr.entries.length);
    vi.advanceTimersByTime(29_000);
    expect(await businessesIn('fr')).toBe(first.fr.entries.length);
    expect(builds).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2_000);
    await getSearchEngine('fr');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(builds).toHaveBeenCalledTimes(2);
    expect(await businessesIn('fr')).toBe(second.fr.entries.length);
  });

  it('searches both languages of a business through the one query model', async () => {
    const results = await searchDirectory({
      text: 'dentiste',
      sort: 'relevance',
      page: 1,
      limit: 5,
      locale: 'en',
    });
    expect(results.items[0]?.slug).toBe('clinique-dentaire-allumettieres');
    expect((await suggestDirectory('quinc', 'fr')).businesses[0]?.slug).toBe(
      'quincaillerie-rideau-hardware',
    );
  });
});
