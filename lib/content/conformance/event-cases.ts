import { beforeEach, describe, expect, it } from 'vitest';
import type { EventQuery } from '../content-store';
import type { ConformanceContext } from '../store-conformance';
import { business, entry, event, theatre } from './fixtures';

/** What's on: listEvents' order, bounds, filters and facets. */
export function defineEventCases(context: ConformanceContext) {
  describe('listEvents', () => {
    const now = '2026-06-01T12:00:00.000Z';
    const bakery = business();

    beforeEach(async () => {
      const store = context.store();
      await store.replaceBusiness(
        'en',
        bakery.slug,
        [
          event('past', 'Spring bread fair', '2026-04-01T14:00:00.000Z'),
          event('running', 'Baking week', '2026-05-30T14:00:00.000Z', '2026-06-05T20:00:00.000Z'),
          event('later', 'Croissant class', '2026-06-10T14:00:00.000Z'),
          entry('item', 'bread', 'Bread'),
        ],
        null,
      );
      await store.replaceBusiness(
        'en',
        theatre.slug,
        [
          event('play', 'Summer play', '2026-06-10T14:00:00.000Z', null, theatre),
          event('concert', 'Jazz concert', '2026-07-01T23:00:00-04:00', null, theatre),
        ],
        null,
      );
    });

    const list = (more: Partial<EventQuery> = {}) =>
      context.store().listEvents({ locale: 'en', from: now, limit: 10, offset: 0, ...more });
    const keys = async (more: Partial<EventQuery> = {}) =>
      (await list(more)).events.map((e) => e.key);

    it('lists events not yet over in order of start, then business name', async () => {
      // Same start: the bakery's name sorts before the theatre's.
      expect(await keys()).toEqual(['running', 'later', 'play', 'concert']);
      expect((await list()).total).toBe(4);
      expect(await keys({ locale: 'fr' })).toEqual([]);
    });

    it('keeps an event without an end until it starts, an all-day one through its day', async () => {
      expect(await keys({ from: '2026-06-10T14:00:00Z' })).toEqual(['later', 'play', 'concert']);
      expect(await keys({ from: '2026-06-10T14:00:01Z' })).toEqual(['concert']);
      const allDay = event('fete', 'Street party', '2026-06-20T04:00:00.000Z');
      allDay.event = { ...allDay.event!, hasTime: false };
      await context.store().replaceBusiness('en', bakery.slug, [allDay], null);
      expect(await keys({ from: '2026-06-20T20:00:00Z' })).toEqual(['fete', 'concert']);
    });

    it('bounds by start, pages, and filters by text, category, city, region, verified', async () => {
      expect(await keys({ to: '2026-06-30T00:00:00Z' })).toEqual(['running', 'later', 'play']);
      expect(await keys({ limit: 2, offset: 1 })).toEqual(['later', 'play']);
      expect(await keys({ text: 'croissants' })).toEqual(['later']);
      expect(await keys({ text: 'jaz' })).toEqual(['concert']);
      expect(await keys({ text: 'concret' })).toEqual(['concert']);
      expect(await keys({ text: 'bread' })).toEqual([]);
      expect(await keys({ category: 'theatre' })).toEqual(['play', 'concert']);
      expect(await keys({ city: 'ottawa' })).toEqual(['running', 'later', 'play', 'concert']);
      expect(await keys({ city: 'gatineau' })).toEqual(['play', 'concert']);
      expect(await keys({ region: 'ca-qc' })).toEqual(['play', 'concert']);
      expect(await keys({ verified: true })).toEqual(['play', 'concert']);
    });

    it('counts each facet without its own filter', async () => {
      const results = await list({ city: 'gatineau', category: 'theatre' });
      expect(results.facets.cities).toEqual([
        { slug: 'gatineau', name: 'Gatineau', count: 2 },
        { slug: 'ottawa', name: 'Ottawa', count: 2 },
      ]);
      expect(results.facets.categories).toEqual([{ slug: 'theatre', name: 'Theatre', count: 2 }]);
      const bakeryOnly = await list({ category: 'bakery' });
      expect(bakeryOnly.facets.categories).toEqual([
        { slug: 'bakery', name: 'Bakery', count: 2 },
        { slug: 'theatre', name: 'Theatre', count: 2 },
      ]);
      expect(bakeryOnly.facets.cities).toEqual([{ slug: 'ottawa', name: 'Ottawa', count: 2 }]);
    });

    it('drops the events of a business that is replaced or removed', async () => {
      await context.store().replaceBusiness('en', bakery.slug, [], null);
      expect(await keys()).toEqual(['play', 'concert']);
      await context.store().removeBusiness(theatre.slug);
      expect(await list()).toMatchObject({ events: [], total: 0 });
    });
  });
}
