import { describe, expect, it } from 'vitest';
import type { BusinessReplacement } from '../content-store';
import { BatchedWrites } from './entry-writes';
import { MemoryContentStore } from './testing/memory-content-store';

class BatchingStore extends MemoryContentStore {
  readonly transactions: string[][] = [];
  async replaceBusinesses(locale: 'en' | 'fr', businesses: readonly BusinessReplacement[]) {
    this.transactions.push(businesses.map((b) => `${locale}/${b.slug}`));
    for (const b of businesses) await this.replaceBusiness(locale, b.slug, b.entries, b.updatedAt);
  }
}

describe('BatchedWrites', () => {
  it('writes businesses of one language in batches, and the rest on flush', async () => {
    const store = new BatchingStore();
    const writes = new BatchedWrites(store, 2);
    for (const slug of ['a', 'b', 'c']) {
      await writes.replace('en', slug, [], null);
      await writes.replace('fr', slug, [], null);
    }
    expect(store.transactions).toEqual([
      ['en/a', 'en/b'],
      ['fr/a', 'fr/b'],
    ]);
    await writes.flush();
    expect(store.transactions.slice(2)).toEqual([['en/c'], ['fr/c']]);
    expect((await store.counts()).businesses).toEqual({ en: 3, fr: 3 });
  });

  it('writes business by business on a store without batches', async () => {
    const store = new MemoryContentStore();
    const writes = new BatchedWrites(store, 10);
    await writes.replace('en', 'a', [], '2026-01-01T00:00:00Z');
    expect(store.writes).toBe(0);
    await writes.flush();
    expect(store.writes).toBe(1);
    expect((await store.syncedBusinesses('en')).get('a')?.updatedAt).toBe('2026-01-01T00:00:00Z');
  });
});
