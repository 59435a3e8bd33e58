import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Business } from '@/lib/api';
import { listedBusiness } from './listed-business-fixture';

/*
 * The listing the index reads, per language: each stream counts how many run at once, so the
 * one-at-a-time rule is seen from the API's side.
 */
const listings: Record<string, Business[]> = {};
let streaming = 0;
let mostAtOnce = 0;
const failing = new Set<string>();

vi.mock('@/lib/api', () => ({
  recordingFailures: <T>(run: () => Promise<T>) => run(),
  async *streamPublicBusinesses(locale: string) {
    streaming += 1;
    mostAtOnce = Math.max(mostAtOnce, streaming);
    try {
      if (failing.has(locale)) throw new Error(`listing ${locale} unavailable`);
      for (const item of listings[locale] ?? []) {
        await new Promise((resolve) => setTimeout(resolve, 1));
        yield item;
      }
    } finally {
      streaming -= 1;
    }
  },
}));

const { loadDirectoryIndex, whenDirectoryIndexBuilt } = await import('./directory-index');

beforeEach(() => {
  listings.en = [listedBusiness('a', 'Alpha'), listedBusiness('b', 'Beta')];
  listings.fr = [listedBusiness('a', 'Alpha'), listedBusiness('b', 'Bêta')];
  mostAtOnce = 0;
});

describe('loadDirectoryIndex', () => {
  it('reads one language at a time, even when both are asked at once', async () => {
    const [english, french] = await Promise.all([
      loadDirectoryIndex('en'),
      loadDirectoryIndex('fr'),
    ]);
    expect(english.entries.map((entry) => entry.name)).toEqual(['Alpha', 'Beta']);
    expect(french.entries.map((entry) => entry.name)).toEqual(['Alpha', 'Bêta']);
    expect(mostAtOnce).toBe(1);
  });

  it('keeps the previous index on a refresh of unchanged data, and tells listeners only of new ones', async () => {
    const built: string[][] = [];
    const stop = whenDirectoryIndexBuilt((index) =>
      built.push(index.entries.map((entry) => entry.name)),
    );
    try {
      const first = await loadDirectoryIndex('en');
      const again = await loadDirectoryIndex('en', first);
      expect(again).toBe(first);
      listings.en = [
        listedBusiness('a', 'Alpha'),
        listedBusiness('b', 'Beta'),
        listedBusiness('c', 'Gamma'),
      ];
      const grown = await loadDirectoryIndex('en', first);
      expect(grown).not.toBe(first);
      expect(grown.entries[0]).toBe(first.entries[0]);
      await new Promise((resolve) => setImmediate(resolve));
      expect(built).toEqual([
        ['Alpha', 'Beta'],
        ['Alpha', 'Beta', 'Gamma'],
      ]);
    } finally {
      stop();
    }
  });

  it('goes on after a listener throws, and after a failed load', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const stop = whenDirectoryIndexBuilt(() => {
      throw new Error('listener broke');
    });
    try {
      failing.add('en');
      await expect(loadDirectoryIndex('en')).rejects.toThrow('listing en unavailable');
      failing.delete('en');
      listings.en = [listedBusiness('z', 'Zeta')];
      expect((await loadDirectoryIndex('en')).entries.map((entry) => entry.slug)).toEqual(['z']);
      await new Promise((resolve) => setImmediate(resolve));
      expect(errors).toHaveBeenCalled();
    } finally {
      stop();
      errors.mockRestore();
    }
  });
});
