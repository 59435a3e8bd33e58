import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleIndexes } from '../../../bench/search/sample-indexes';
import type { DirectoryIndex } from '../listing-index';

const current: Record<string, DirectoryIndex> = {};
vi.mock('@/lib/directory/directory-index', () => ({
  getDirectoryIndex: async (locale: string) => {
    const index = current[locale];
    if (!index) throw new Error(`no ${locale} index`);
    return index;
  },
}));

const { getSearchEngine, searchDirectory, suggestDirectory } = await import('./directory-search');
const first = sampleIndexes({ synthetic: 20 });
const second = sampleIndexes({ synthetic: 40 });

beforeEach(() => {
  current.en = first.en;
  current.fr = first.fr;
});

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
