import { describe, expect, it } from 'vitest';
import { normalizeQuery, type SearchQuery } from '../search-query';
import type { EnginesOf } from './engine-conformance';

/* The query model on the sample data: hand-written businesses plus 300 synthetic ones. */
export function defineSearchCases(engines: EnginesOf) {
  const search = (query: Partial<SearchQuery>) =>
    engines().en.engine.search(normalizeQuery({ locale: 'en', ...query }));

  describe('search', () => {
    it('lists every business in listing order without a text', async () => {
      const results = await search({ limit: 5 });
      expect(results.total).toBe(engines().en.index.entries.length);
      expect(results.items.map((item) => item.slug)).toEqual(
        engines()
          .en.index.entries.slice(0, 5)
          .map((entry) => entry.slug),
      );
      expect(results.items.every((item) => item.score === 0)).toBe(true);
    });

    it('answers a word longer than any index keeps with no match, not an error', async () => {
      const results = await search({ text: `bakery ${'x'.repeat(6_000)}`, limit: 5 });
      expect(results.items.every((item) => item.slug.length > 0)).toBe(true);
      await expect(search({ text: 'x'.repeat(6_000) })).resolves.toMatchObject({
        total: expect.any(Number),
      });
    });

    it('combines the filters with the text', async () => {
      const all = await search({ text: 'bakery', limit: 100 });
      const inCity = await search({ text: 'bakery', city: 'montreal', limit: 100 });
      expect(inCity.total).toBeGreaterThan(0);
      expect(inCity.total).toBeLessThan(all.total);
      expect(inCity.items.every((item) => item.cities.includes('Montréal'))).toBe(true);
      const verified = await search({ text: 'bakery', verified: true, limit: 100 });
      expect(verified.items.every((item) => item.isVerified)).toBe(true);
      expect(verified.total).toBeLessThan(all.total);
      const both = await search({ category: 'bakery', city: 'Montréal', limit: 100 });
      expect(
        both.items.every(
          (item) => item.categorySlug === 'bakery' && item.cities.includes('Montréal'),
        ),
      ).toBe(true);
    });

    it('takes a category by key or by its name in the language, and an unknown one matches nothing', async () => {
      const byKey = await search({ category: 'hardware-store' });
      expect(byKey.total).toBeGreaterThan(0);
      const byName = await search({ category: 'Hardware Store' });
      expect(byName.total).toBe(byKey.total);
      expect((await search({ category: 'no-such-category' })).total).toBe(0);
      expect((await search({ city: 'atlantis' })).total).toBe(0);
    });

    it('filters by region, by ISO 3166-2 code or name in either language, and counts regions', async () => {
      const all = await search({ limit: 1 });
      const quebec = all.facets.regions.find((facet) => facet.slug === 'CA-QC');
      const ontario = all.facets.regions.find((facet) => facet.slug === 'CA-ON');
      expect(quebec?.name).toBe('Quebec');
      expect(ontario?.count).toBeGreaterThan(0);
      // Every business with an address in the sample has a region (all are Canadian).
      const located = engines().en.index.entries.filter((entry) => entry.cities.length > 0);
      expect(located.every((entry) => entry.regions.length > 0)).toBe(true);
      const inQuebec = await search({ region: 'CA-QC', limit: 100 });
      expect(inQuebec.total).toBe(quebec?.count);
      expect(inQuebec.items.every((item) => item.regions.includes('CA-QC'))).toBe(true);
      for (const value of ['ca-qc', 'QC', 'Québec', 'quebec'])
        expect((await search({ region: value, limit: 1 })).total).toBe(inQuebec.total);
      const bakeriesInOntario = await search({ text: 'bakery', region: 'CA-ON', limit: 100 });
      expect(bakeriesInOntario.items.every((item) => item.regions.includes('CA-ON'))).toBe(true);
      expect((await search({ region: 'US-NY' })).total).toBe(0);
      expect((await search({ region: 'Narnia' })).total).toBe(0);
    });

    it('near a place: only businesses with a city within the radius, nearest first, with the distance', async () => {
      const cityDistances = new Map([
        ['ottawa', 0],
        ['gatineau', 8.5],
        ['montreal', 166],
      ]);
      const near = await search({ near: { cityDistances, radiusKm: 10 }, limit: 100 });
      expect(near.total).toBeGreaterThan(0);
      expect(near.items.every((item) => (item.distanceKm ?? Infinity) <= 10)).toBe(true);
      const distances = near.items.map((item) => item.distanceKm!);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      expect(distances[0]).toBe(0);
      expect(near.items.some((item) => item.distanceKm === 8.5)).toBe(true);
      // Without a radius: every business with a known centre, Montréal's last.
      const all = await search({ near: { cityDistances, radiusKm: null }, limit: 100 });
      expect(all.total).toBeGreaterThan(near.total);
      expect(all.items.at(-1)?.distanceKm).toBe(166);
      // A city without a known centre is never placed.
      expect(
        all.items.every(
          (item) => item.distanceKm !== undefined && Number.isFinite(item.distanceKm),
        ),
      ).toBe(true);
      const bakeries = await search({ text: 'bakery', near: { cityDistances, radiusKm: 200 } });
      expect(bakeries.items.every((item) => item.distanceKm! <= 200)).toBe(true);
    });

    it('near a place, the closest matches of an empty result come nearest first, with the distance', async () => {
      const cityDistances = new Map([
        ['ottawa', 0],
        ['gatineau', 8.5],
        ['montreal', 166],
      ]);
      const results = await search({
        text: 'bakery xylophonist',
        near: { cityDistances, radiusKm: 200 },
      });
      expect(results.total).toBe(0);
      const distances = (results.closest ?? []).map((item) => item.distanceKm);
      expect(distances.length).toBeGreaterThan(1);
      expect(distances.every((km) => km !== undefined && km <= 200)).toBe(true);
      expect(distances).toEqual([...distances].sort((a, b) => a! - b!));
      expect(new Set(distances).size).toBeGreaterThan(1);
    });

    it('counts the facets on the current results, every page', async () => {
      const results = await search({ text: 'hardware', limit: 1 });
      const categoryCount = results.facets.categories.reduce((sum, facet) => sum + facet.count, 0);
      expect(categoryCount).toBe(results.total);
      const filtered = await search({ text: 'hardware', city: 'ottawa' });
      const ottawa = filtered.facets.cities.find((facet) => facet.slug === 'ottawa');
      expect(ottawa?.count).toBe(filtered.total);
      const counts = results.facets.cities.map((facet) => facet.count);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
    });

    it('sorts by name and by date of update', async () => {
      const byName = await search({ text: 'bakery', sort: 'name', limit: 100 });
      const names = byName.items.map((item) => item.name);
      const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
      expect(names).toEqual([...names].sort(collator.compare));
      const byDate = await search({ sort: 'updated', limit: 100 });
      const dates = byDate.items.map((item) => item.updatedAt ?? '');
      expect(dates).toEqual([...dates].sort().reverse());
      const byScore = await search({ text: 'bakery', limit: 100 });
      const scores = byScore.items.map((item) => item.score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
    });

    it('pages within bounds', async () => {
      const first = await search({ text: 'bakery', limit: 3 });
      const second = await search({ text: 'bakery', limit: 3, page: 2 });
      expect(first.totalPages).toBe(Math.ceil(first.total / 3));
      expect(second.items[0]?.slug).not.toBe(first.items[0]?.slug);
      const past = await search({ text: 'bakery', limit: 3, page: first.totalPages + 1 });
      expect(past.items).toEqual([]);
      expect(past.total).toBe(first.total);
      const clamped = await search({ page: -4, limit: 10_000 });
      expect(clamped.query.page).toBe(1);
      expect(clamped.query.limit).toBe(100);
      expect(clamped.items).toHaveLength(100);
      expect((await search({ text: 'zzzzqqq' })).totalPages).toBe(1);
    });

    it('offers the closest matches and the count without filters when nothing matches', async () => {
      const none = await search({ text: 'bakery xylophone' });
      expect(none.total).toBe(0);
      expect(none.closest?.length).toBeGreaterThan(0);
      const filtered = await search({ text: 'allumettieres', city: 'ottawa' });
      expect(filtered.total).toBe(0);
      expect(filtered.withoutFilters).toBe(1);
      const misspelled = await search({ text: 'qincalerie rideau' });
      expect(misspelled.total).toBe(0);
      expect(misspelled.didYouMean).toBe('quincaillerie rideau');
      expect(none.didYouMean).toBeUndefined();
      // A respelling that finds nothing under the same filters is a second dead end: not offered.
      const elsewhere = await search({ text: 'qincalerie rideau', city: 'gatineau' });
      expect(elsewhere.total).toBe(0);
      expect(elsewhere.didYouMean).toBeUndefined();
    });
  });

  describe('suggest', () => {
    it('suggests businesses, categories and cities from a prefix', async () => {
      const suggestions = await engines().en.engine.suggest('boul');
      // Names that start with what was typed come first (an address on a boulevard comes after).
      expect(suggestions.businesses[0]?.slug).toBe('boulangerie-du-plateau');
      expect((await engines().en.engine.suggest('hardw')).categories[0]?.slug).toBe(
        'hardware-store',
      );
      expect((await engines().en.engine.suggest('gatin')).cities[0]?.slug).toBe('gatineau');
      expect(await engines().en.engine.suggest('  ')).toEqual({
        businesses: [],
        categories: [],
        cities: [],
      });
    });
  });
}
