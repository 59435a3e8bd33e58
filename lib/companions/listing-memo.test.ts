import { beforeEach, describe, expect, it } from 'vitest';
import type { Business } from '@/lib/api/types';
import { cachedListing, clearListingCache } from './listing-memo';

describe('cachedListing', () => {
  beforeEach(clearListingCache);

  it('loads once per language within the lifetime, shared by concurrent callers', async () => {
    let loads = 0;
    const load = async () => {
      loads += 1;
      return [] as Business[];
    };
    await Promise.all([cachedListing('en', load, 1000, 0), cachedListing('en', load, 1000, 10)]);
    await cachedListing('en', load, 1000, 999);
    expect(loads).toBe(1);
    await cachedListing('fr', load, 1000, 999);
    expect(loads).toBe(2);
    await cachedListing('en', load, 1000, 1000);
    expect(loads).toBe(3);
  });

  it('forgets a failed load so the next request retries', async () => {
    let loads = 0;
    const failing = async (): Promise<Business[]> => {
      loads += 1;
      throw new Error('503');
    };
    await expect(cachedListing('en', failing, 1000, 0)).rejects.toThrow('503');
    await expect(cachedListing('en', failing, 1000, 1)).rejects.toThrow('503');
    expect(loads).toBe(2);
  });
});
