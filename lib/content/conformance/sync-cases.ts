import { describe, expect, it } from 'vitest';
import type { ContentEntry } from '../content-entry';
import type { ConformanceContext } from '../store-conformance';
import { business, entry, event } from './fixtures';

/** The sync's side: bookkeeping, state, counts, atomic replacement, removal and the lease. */
export function defineSyncCases(context: ConformanceContext) {
  const slug = 'boulangerie-ginette';
  const entries = [
    entry('item', 'croissants', 'Butter croissants'),
    entry('answer', 'hours', 'Opening hours'),
    event('tasting', 'Bread tasting', '2030-01-01T10:00:00.000Z'),
  ];
  const total = async (text: string) =>
    (await context.store().search({ text, locale: 'en', limit: 5, offset: 0 })).total;

  describe('the sync', () => {
    it('keeps entries, sync records and state, seen from another connection', async () => {
      const first = context.store();
      await first.replaceBusiness('en', slug, entries, '2026-05-01T00:00:00Z');
      await first.markFailed('fr', slug, 'HTTP 503');
      const state = { pass: null, lastFullPassAt: 5, lastPassEndedAt: 6 };
      await first.writeSyncState(state);
      const again = await context.openAnother();
      expect(
        (await again.search({ text: 'croissant', locale: 'en', limit: 5, offset: 0 })).total,
      ).toBe(1);
      expect(await again.getEntry('en', 'answer', slug, 'hours')).toMatchObject({
        title: 'Opening hours',
        locale: 'en',
        business: { slug },
      });
      expect(await again.getEntry('en', 'answer', slug, 'nope')).toBeNull();
      expect((await again.entriesOfBusiness('en', slug)).map((e) => e.key)).toEqual([
        'croissants',
        'tasting',
        'hours',
      ]);
      expect(await again.readSyncState()).toEqual(state);
      expect((await again.syncedBusinesses('en')).get(slug)).toMatchObject({
        updatedAt: '2026-05-01T00:00:00Z',
        syncedAt: expect.any(Number),
        failure: null,
      });
      expect((await again.syncedBusinesses('fr')).get(slug)).toMatchObject({
        syncedAt: null,
        failure: 'HTTP 503',
        failedAt: expect.any(Number),
      });
      expect(await again.counts()).toEqual({
        entries: {
          en: { item: 1, event: 1, answer: 1, article: 0, document: 0 },
          fr: { item: 0, event: 0, answer: 0, article: 0, document: 0 },
        },
        businesses: { en: 1, fr: 0 },
      });
    });

    it('keeps the last good entries of a business that failed', async () => {
      await context.store().replaceBusiness('en', slug, entries, null);
      await context.store().markFailed('en', slug, 'timeout');
      expect(await total('croissant')).toBe(1);
      expect((await context.store().syncedBusinesses('en')).get(slug)?.failure).toBe('timeout');
      await context.store().replaceBusiness('en', slug, entries, null);
      expect((await context.store().syncedBusinesses('en')).get(slug)?.failure).toBeNull();
    });

    it('replaces a business whole or not at all', async () => {
      const store = context.store();
      await store.replaceBusiness('en', slug, entries, null);
      // An entry that fails half-way through the writes (its tags cannot be read).
      const broken = {
        ...entry('item', 'bad', 'Bad'),
        tags: {
          [Symbol.iterator]: () => {
            throw new Error('unreadable');
          },
        },
      } as unknown as ContentEntry;
      await expect(
        store.replaceBusiness('en', slug, [entry('item', 'new', 'New bread'), broken], null),
      ).rejects.toThrow('unreadable');
      expect((await store.entriesOfBusiness('en', slug)).map((e) => e.key)).toEqual([
        'croissants',
        'tasting',
        'hours',
      ]);
      expect(await total('new')).toBe(0);
      await store.replaceBusiness('en', slug, [entry('item', 'new', 'New bread')], null);
      expect(await total('croissant')).toBe(0);
      expect(await store.getEntry('en', 'item', slug, 'new')).not.toBeNull();
      expect((await store.counts()).entries.en).toMatchObject({ item: 1, event: 0, answer: 0 });
    });

    it('keeps the first of two entries with one kind and key', async () => {
      await context
        .store()
        .replaceBusiness(
          'en',
          slug,
          [entry('item', 'twice', 'First loaf'), entry('item', 'twice', 'Second loaf')],
          null,
        );
      expect((await context.store().entriesOfBusiness('en', slug)).map((e) => e.title)).toEqual([
        'First loaf',
      ]);
    });

    it('removes a business in every language', async () => {
      const store = context.store();
      await store.replaceBusiness('en', slug, entries, null);
      await store.replaceBusiness('fr', slug, entries, null);
      await store.replaceBusiness(
        'en',
        'other',
        [entry('item', 'x', 'Butter', { business: business({ slug: 'other' }) })],
        null,
      );
      await store.removeBusiness(slug);
      expect(await store.entriesOfBusiness('fr', slug)).toEqual([]);
      expect((await store.syncedBusinesses('en')).has(slug)).toBe(false);
      expect(await total('butter')).toBe(1);
      expect((await store.counts()).businesses).toEqual({ en: 1, fr: 0 });
    });

    it('lets one holder at a time write, until its lease expires or is released', async () => {
      const one = context.store();
      const two = await context.openAnother();
      expect(await one.acquireWriterLease('one', 60_000)).toBe(true);
      expect(await two.acquireWriterLease('two', 60_000)).toBe(false);
      expect(await one.acquireWriterLease('one', 60_000)).toBe(true);
      await two.releaseWriterLease('two');
      expect(await two.acquireWriterLease('two', 60_000)).toBe(false);
      await one.releaseWriterLease('one');
      expect(await two.acquireWriterLease('two', 1)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect(await one.acquireWriterLease('one', 60_000)).toBe(true);
    });

    it('gives the lease to exactly one of many holders asking at once', async () => {
      const stores = [
        context.store(),
        ...(await Promise.all([1, 2, 3].map(() => context.openAnother()))),
      ];
      const taken = await Promise.all(
        stores.map((store, i) => store.acquireWriterLease(`holder-${i}`, 60_000)),
      );
      expect(taken.filter(Boolean)).toHaveLength(1);
    });
  });
}
