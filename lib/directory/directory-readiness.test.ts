import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Business } from '@/lib/api';
import { listedBusiness } from './listed-business-fixture';

/** The listing per language, the languages whose listing fails, and the order of the reads. */
const listings: Record<string, Business[]> = {};
const failing = new Set<string>();
const reads: string[] = [];

vi.mock('@/lib/api', () => ({
  recordingFailures: <T>(run: () => Promise<T>) => run(),
  async *streamPublicBusinesses(locale: string) {
    reads.push(locale);
    if (failing.has(locale)) throw new Error(`listing ${locale} unavailable`);
    yield* listings[locale] ?? [];
  },
}));

const {
  directoryIndexesLoaded,
  directoryReady,
  everyDirectoryIndexLoaded,
  loadDirectoryIndexes,
  prepareDirectory,
} = await import('./directory-readiness');
const { searchEnginesReady, searchDirectory } = await import('./search/directory-search');

beforeEach(() => {
  listings.en = [listedBusiness('a', 'Alpha')];
  listings.fr = [listedBusiness('a', 'Alpha')];
  reads.length = 0;
});

describe('loadDirectoryIndexes', () => {
  it('is not ready while the API fails, reads no French index without an English one, and is ready once both are loaded', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      failing.add('en');
      expect(everyDirectoryIndexLoaded()).toBe(false);
      await expect(loadDirectoryIndexes()).resolves.toBe(false);
      expect(reads).toEqual(['en']);
      expect(directoryIndexesLoaded()).toEqual({ en: false, fr: false });
      expect(errors).toHaveBeenCalled();

      failing.delete('en');
      reads.length = 0;
      await expect(loadDirectoryIndexes()).resolves.toBe(true);
      expect(reads).toEqual(['en', 'fr']);
      expect(directoryIndexesLoaded()).toEqual({ en: true, fr: true });
      expect(everyDirectoryIndexLoaded()).toBe(true);

      // Held indexes are not read again.
      reads.length = 0;
      await expect(loadDirectoryIndexes()).resolves.toBe(true);
      expect(reads).toEqual([]);
    } finally {
      errors.mockRestore();
    }
  });
});

// After loadDirectoryIndexes' test: the indexes are process-wide, and that one starts with none.
describe('prepareDirectory', () => {
  it('is ready only once both languages can be searched, not merely once the indexes are held', async () => {
    await loadDirectoryIndexes();
    expect(everyDirectoryIndexLoaded()).toBe(true);
    expect(searchEnginesReady()).toEqual({ en: false, fr: false });
    expect(directoryReady()).toBe(false);

    await expect(prepareDirectory()).resolves.toBe(true);
    expect(searchEnginesReady()).toEqual({ en: true, fr: true });
    expect(directoryReady()).toBe(true);
    const found = await searchDirectory({
      locale: 'fr',
      text: 'alpha',
      sort: 'relevance',
      page: 1,
      limit: 10,
    });
    expect(found.items.map((item) => item.slug)).toEqual(['a']);
  });
});
