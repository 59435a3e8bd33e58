import { beforeEach, describe, expect, it } from 'vitest';
import type { ContentQuery } from '../content-store';
import type { ConformanceContext } from '../store-conformance';
import { business, entry, event, theatre, tremblay } from './fixtures';

/** Matching, ranking, filters and counts of search(). */
export function defineSearchCases(context: ConformanceContext) {
  describe('search', () => {
    beforeEach(async () => {
      const store = context.store();
      await store.replaceBusiness(
        'en',
        business().slug,
        [
          entry('item', 'croissants', 'Butter croissants', {
            summary: 'Baked every morning',
            otherTitle: 'Croissants au beurre',
            tags: ['pastry'],
          }),
          entry('item', 'baguette', 'Crème brûlée baguette', { summary: 'Crusty bread' }),
          entry('answer', 'hours', 'What are your opening hours?', { body: 'We open at seven.' }),
          entry('article', 'sourdough', 'How we make sourdough', { body: 'Flour, water, salt.' }),
          event('tasting', 'Bread tasting evening', '2030-01-05T23:00:00.000Z'),
        ],
        null,
      );
      await store.replaceBusiness(
        'en',
        tremblay.slug,
        [
          entry('item', 'winter-tires', 'Winter tires installed', { business: tremblay }),
          entry('answer', 'hours', 'When are you open?', {
            business: tremblay,
            body: 'Opening hours: 8 to 5, tires by appointment',
          }),
          entry('document', 'price-list', 'Price list 2026', { business: tremblay }),
        ],
        null,
      );
      await store.replaceBusiness(
        'fr',
        theatre.slug,
        [
          entry('item', 'abonnements', 'Abonnements de saison', {
            locale: 'fr',
            business: theatre,
            summary: 'Théâtre québécois, été comme hiver',
            otherTitle: 'Season tickets',
          }),
          entry('answer', 'acces', 'Où se garer près des théâtres ?', {
            locale: 'fr',
            business: theatre,
            body: 'Les stationnements municipaux sont gratuits le soir.',
          }),
        ],
        null,
      );
    });

    const search = (text: string, more: Partial<ContentQuery> = {}) =>
      context.store().search({ text, locale: 'en', limit: 10, offset: 0, ...more });
    const keys = async (text: string, more: Partial<ContentQuery> = {}) =>
      (await search(text, more)).hits.map((hit) => hit.entry.key);
    const french = (text: string) => keys(text, { locale: 'fr' });

    it('finds plurals by their singular and singulars by their plural', async () => {
      expect(await keys('croissant')).toEqual(['croissants']);
      expect(await keys('tire')).toContain('winter-tires');
      expect(await keys('breads')).toEqual(expect.arrayContaining(['baguette', 'tasting']));
      expect(await french('abonnement')).toEqual(['abonnements']);
      expect(await french('théâtre')).toEqual(expect.arrayContaining(['abonnements', 'acces']));
      expect(await french('stationnement')).toEqual(['acces']);
    });

    it('ignores case, accents and typographic punctuation, in both languages', async () => {
      expect(await keys('CREME BRULEE')).toEqual(['baguette']);
      expect(await keys('crème brûlée')).toEqual(['baguette']);
      expect(await keys('opening’s hours')).toContain('hours');
      expect(await french('QUEBECOIS ete')).toEqual(['abonnements']);
      expect(await french('ou se garer')).toEqual(['acces']);
    });

    it('reads the last word as a prefix', async () => {
      expect(await keys('sourd')).toEqual(['sourdough']);
      expect(await keys('butter crois')).toEqual(['croissants']);
      expect(await french('abonn')).toEqual(['abonnements']);
    });

    it('corrects typos and says how it read the text', async () => {
      const results = await search('croisants');
      expect(results.hits.map((hit) => hit.entry.key)).toEqual(['croissants']);
      expect(results.respelled).toBe('croissants');
      expect((await search('croissant')).respelled).toBeNull();
      // Short words get no typo: "tirs" is not "tires".
      expect((await search('sourdoug tirs')).respelled).toBe('sourdough tirs');
      expect((await search('wintre')).respelled).toBe('winter');
      expect((await search('stationemments', { locale: 'fr' })).respelled).toBe('stationnements');
    });

    it("finds an entry by its title in the other language, and by its business's name", async () => {
      expect(await keys('beurre')).toEqual(['croissants']);
      expect(await french('season tickets')).toEqual(['abonnements']);
      expect(await keys('tremblay', { kinds: ['document'] })).toEqual(['price-list']);
    });

    it('ranks a title match above a match in the body', async () => {
      expect(await keys('hours')).toEqual(['hours', 'hours']);
      const hits = (await search('tires')).hits;
      expect(hits[0]?.entry.key).toBe('winter-tires');
      expect(hits[0]!.score).toBeGreaterThan(hits[1]!.score);
    });

    it('falls back to entries matching some words, and says so', async () => {
      const results = await search('butter tires');
      expect(results.partial).toBe(true);
      expect(results.total).toBe(3);
      expect(results.hits.map((hit) => hit.entry.key)).toEqual(
        expect.arrayContaining(['croissants', 'winter-tires', 'hours']),
      );
      const more = await search('winter tires sourdough');
      expect(more.partial).toBe(true);
      expect(more.hits[0]?.entry.key).toBe('winter-tires');
      expect((await search('winter tires')).partial).toBe(false);
      expect((await search('winter zzzzzz')).partial).toBe(true);
    });

    it('filters by kind, category, city, region and verified, and counts every kind', async () => {
      expect(await keys('hours', { kinds: ['answer'], category: 'auto-repair' })).toEqual([
        'hours',
      ]);
      expect(await keys('hours', { city: 'ottawa' })).toEqual(['hours']);
      expect((await search('hours', { region: 'ca-qc' })).hits[0]?.entry.business.slug).toBe(
        tremblay.slug,
      );
      expect((await search('hours', { verified: true })).total).toBe(1);
      const results = await search('tires', { kinds: ['item'] });
      expect(results.total).toBe(1);
      expect(results.countsByKind).toEqual({
        item: 1,
        event: 0,
        answer: 1,
        article: 0,
        document: 0,
      });
      expect(results.totalIsLowerBound ?? false).toBe(false);
    });

    it('pages through the hits', async () => {
      const first = await keys('hours', { limit: 1 });
      const second = await keys('hours', { limit: 1, offset: 1 });
      expect(first.length + second.length).toBe(2);
      expect(new Set([...first, ...second]).size).toBe(1);
      expect(await keys('hours', { limit: 1, offset: 2 })).toEqual([]);
    });

    it('never reads what a user types as query syntax', async () => {
      const hostile = ['"', 'hours" OR', 'NEAR(a b)', '{title}: x', '*', 'a:b -c ^d', "l'été"];
      for (const text of [...hostile, "'", "\\'", 'a & !b | c:*', 'x <-> y', 'hours:A', '\u0000']) {
        await expect(search(text)).resolves.toMatchObject({ partial: expect.any(Boolean) });
      }
      expect(await keys('')).toEqual([]);
      expect(await keys('the')).toEqual([]);
    });

    it('stores and finds hostile text as text', async () => {
      const odd = entry('item', "it's\\odd", 'O\'Brien\'s \\ "quoted" & | ! <-> :* nul\u0000here', {
        body: "'; DROP TABLE content_entries; --",
      });
      await context.store().replaceBusiness('en', 'odd', [odd], null);
      expect(await keys("o'brien")).toEqual(["it's\\odd"]);
      expect(await keys('drop table')).toEqual(["it's\\odd"]);
      expect(await keys('hours')).toEqual(['hours', 'hours']);
    });

    it('stores an entry holding a word longer than any index keeps, and finds it by its others', async () => {
      const huge = 'x'.repeat(6_000);
      const long = entry('item', 'long-word', `Sourdough ${huge}`, { body: `${huge} levain` });
      await context.store().replaceBusiness('en', 'long', [long], null);
      expect(await keys('levain')).toEqual(['long-word']);
      await expect(search(huge)).resolves.toMatchObject({ partial: expect.any(Boolean) });
    });

    it('keeps the languages apart', async () => {
      expect((await search('croissant', { locale: 'fr' })).total).toBe(0);
      expect((await search('abonnements')).total).toBe(0);
    });
  });
}
