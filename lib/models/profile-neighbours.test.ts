import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Directory } from '@/lib/directory/directory';
import { listedBusinessOf } from '@/lib/directory/listed-business';
import { listedBusiness } from '@/lib/directory/listed-business-fixture';
import { listingEntryOf } from '@/lib/directory/listing-entry';
import { SearchVersionMissingError } from '@/lib/directory/search/stored-search';

/*
 * The directory this process holds stands in for the stored one: the test sets what it answers
 * and what reading the stored version again makes it, as a writer storing a new version would.
 */
const held = vi.hoisted(() => ({
  current: undefined as Pick<Directory, 'related'> | undefined,
  afterReload: undefined as Pick<Directory, 'related'> | undefined,
  reloads: 0,
}));

vi.mock('@/lib/directory/directories', () => ({
  loadedDirectory: () => held.current,
  reloadDirectories: async () => {
    held.reloads += 1;
    held.current = held.afterReload;
  },
}));

const { profileNeighbours } = await import('./profile-neighbours');

const entry = (slug: string) => listingEntryOf(listedBusinessOf(listedBusiness(slug, slug)));
const answering = (...slugs: string[]) => ({ related: async () => slugs.map(entry) });
const failing = (error: Error) => ({
  related: async () => {
    throw error;
  },
});

beforeEach(() => {
  held.current = undefined;
  held.afterReload = undefined;
  held.reloads = 0;
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe("a profile's neighbours", () => {
  it('come from the new version when the one this process held has been replaced', async () => {
    held.current = failing(new SearchVersionMissingError('fr', '2'));
    held.afterReload = answering('voisin-un', 'voisin-deux');
    const cards = await profileNeighbours('boulangerie', 'fr');
    expect(cards.map((card) => card.slug)).toEqual(['voisin-un', 'voisin-deux']);
    expect(held.reloads).toBe(1);
  });

  it('are left out, without a reload, when the directory cannot answer for another reason', async () => {
    held.current = failing(new Error('connection refused'));
    expect(await profileNeighbours('boulangerie', 'en')).toEqual([]);
    expect(held.reloads).toBe(0);
  });

  it('are left out when the new version is gone as well, after one reload', async () => {
    held.current = failing(new SearchVersionMissingError('en', '2'));
    held.afterReload = failing(new SearchVersionMissingError('en', '3'));
    expect(await profileNeighbours('boulangerie', 'en')).toEqual([]);
    expect(held.reloads).toBe(1);
  });

  it('are none while no directory is loaded', async () => {
    expect(await profileNeighbours('boulangerie', 'en')).toEqual([]);
    held.current = answering('voisin');
    expect((await profileNeighbours('boulangerie', 'en')).map((card) => card.slug)).toEqual([
      'voisin',
    ]);
  });
});
