import { beforeEach, describe, expect, it } from 'vitest';
import type { ContentQuery, EventQuery } from '../content-store';
import type { ConformanceContext } from '../store-conformance';
import { business, entry, event, theatre, tremblay } from './fixtures';

/**
 * A search and a listing near a place: only the entries of a business in one of the cities
 * near it, nearest first (a business's nearest city), then in the order without it.
 */
export function defineNearCases(context: ConformanceContext) {
  describe('near a place', () => {
    const bakery = business();
    const now = '2026-06-01T12:00:00.000Z';

    beforeEach(async () => {
      const store = context.store();
      await store.replaceBusiness(
        'en',
        bakery.slug,
        [
          entry('answer', 'hours', 'What are your opening hours?', { body: 'We open at seven.' }),
          event('class', 'Croissant class', '2026-06-10T14:00:00.000Z'),
        ],
        null,
      );
      await store.replaceBusiness(
        'en',
        tremblay.slug,
        [
          entry('answer', 'hours', 'When are you open?', {
            business: tremblay,
            body: 'Opening hours: 8 to 5',
          }),
        ],
        null,
      );
      await store.replaceBusiness(
        'en',
        theatre.slug,
        [
          event('play', 'Summer play', '2026-06-20T14:00:00.000Z', null, theatre),
          event('concert', 'Jazz concert', '2026-07-01T23:00:00-04:00', null, theatre),
        ],
        null,
      );
    });

    const search = (near: ContentQuery['near'], more: Partial<ContentQuery> = {}) =>
      context.store().search({ text: 'hours', locale: 'en', limit: 10, offset: 0, near, ...more });
    const owners = async (near: ContentQuery['near'], more: Partial<ContentQuery> = {}) =>
      (await search(near, more)).hits.map((hit) => hit.entry.business.slug);
    const events = async (near: EventQuery['near'], more: Partial<EventQuery> = {}) =>
      (
        await context
          .store()
          .listEvents({ locale: 'en', from: now, limit: 10, offset: 0, near, ...more })
      ).events.map((found) => found.key);

    it('ranks the nearest business first, before a better match farther away', async () => {
      // Without near, the bakery's answer ranks first: "hours" is in its title.
      expect(await owners(undefined)).toEqual([bakery.slug, tremblay.slug]);
      const fromGatineau = [
        { slug: 'gatineau', km: 0 },
        { slug: 'ottawa', km: 8.2 },
      ];
      expect(await owners(fromGatineau)).toEqual([tremblay.slug, bakery.slug]);
      expect(await owners(fromGatineau, { limit: 1, offset: 1 })).toEqual([bakery.slug]);
      expect((await search(fromGatineau)).total).toBe(2);
    });

    it('keeps only the businesses of the cities near, and none when no city is', async () => {
      const ottawa = await search([{ slug: 'ottawa', km: 3 }]);
      expect(ottawa.hits.map((hit) => hit.entry.business.slug)).toEqual([bakery.slug]);
      expect(ottawa.total).toBe(1);
      expect(ottawa.countsByKind.answer).toBe(1);
      expect(await search([])).toMatchObject({ hits: [], total: 0 });
      expect(await owners([{ slug: 'montreal', km: 0 }])).toEqual([]);
    });

    it('lists events nearest first, then by start, and none when no city is near', async () => {
      expect(await events(undefined)).toEqual(['class', 'play', 'concert']);
      // The theatre is in Gatineau and Ottawa: its nearest city counts.
      const fromGatineau = [
        { slug: 'ottawa', km: 8.2 },
        { slug: 'gatineau', km: 0 },
      ];
      expect(await events(fromGatineau)).toEqual(['play', 'concert', 'class']);
      expect(await events(fromGatineau, { limit: 1, offset: 2 })).toEqual(['class']);
      expect(await events([{ slug: 'gatineau', km: 0 }])).toEqual(['play', 'concert']);
      expect(await events([])).toEqual([]);
      const listed = await context.store().listEvents({
        locale: 'en',
        from: now,
        limit: 10,
        offset: 0,
        near: [{ slug: 'gatineau', km: 0 }],
      });
      expect(listed.total).toBe(2);
      expect(listed.facets.categories).toEqual([{ slug: 'theatre', name: 'Theatre', count: 2 }]);
    });
  });
}
