import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetProcessWide } from '@/lib/async/process-wide.mjs';
import type { Business } from '@/lib/api';
import { listedBusiness } from './listed-business-fixture';
import { listedBusinessOf } from './listed-business';
import { ListingNotStoredError, readStoredListing } from './stored-listing';

/*
 * The directory index read from the cluster's stored listing (DATABASE_URL): from the stored
 * version's rows, never from the API; a refresh whose version is unchanged reads no row.
 */
let apiStreams = 0;
vi.mock('@/lib/api', () => ({
  recordingFailures: <T>(run: () => Promise<T>) => run(),
  async *streamPublicBusinesses() {
    apiStreams += 1;
    yield* [];
  },
}));

const { loadDirectoryIndex } = await import('./directory-index');

const stored: Record<string, { version: string; businesses: Business[] }> = {};
const reads: string[] = [];

beforeEach(() => {
  apiStreams = 0;
  reads.length = 0;
  for (const locale of Object.keys(stored)) delete stored[locale];
  readStoredListing({
    version: async (locale) => stored[locale]?.version ?? null,
    async *read(locale, version) {
      reads.push(`${locale}@${version}`);
      for (const business of stored[locale]?.businesses ?? []) yield listedBusinessOf(business);
    },
  });
});

afterEach(() => forgetProcessWide('stored-listing'));

describe('loadDirectoryIndex from the stored listing', () => {
  it('is not ready before the first version, and never reads the API', async () => {
    await expect(loadDirectoryIndex('en')).rejects.toBeInstanceOf(ListingNotStoredError);
    stored.en = { version: '1', businesses: [listedBusiness('a', 'Alpha')] };
    expect((await loadDirectoryIndex('en')).entries.map((entry) => entry.name)).toEqual(['Alpha']);
    expect(apiStreams).toBe(0);
  });

  it('keeps its index while the version is unchanged, and reads the new one when it flips', async () => {
    stored.en = { version: '7', businesses: [listedBusiness('a', 'Alpha')] };
    const first = await loadDirectoryIndex('en');
    expect(await loadDirectoryIndex('en', first)).toBe(first);
    expect(reads).toEqual(['en@7']);
    stored.en = {
      version: '8',
      businesses: [listedBusiness('a', 'Alpha'), listedBusiness('b', 'Beta')],
    };
    const next = await loadDirectoryIndex('en', first);
    expect(next.entries.map((entry) => entry.slug)).toEqual(['a', 'b']);
    // The unchanged business is taken over from the index it replaces.
    expect(next.entries[0]).toBe(first.entries[0]);
    expect(await loadDirectoryIndex('en', next)).toBe(next);
    expect(reads).toEqual(['en@7', 'en@8']);
  });
});
