import { describe, expect, it } from 'vitest';
import type { ContentEntry } from '@/lib/content/content-entry';
import { getSiteConfig } from '@/lib/config/site-config';
import { whatsOnModelOf } from './whats-on';
import { fakeContentStore, sampleEntry } from './testing/fake-content-store';

const SITE = getSiteConfig().siteUrl;
const now = new Date('2026-11-27T12:00:00Z');

function event(key: string, start: string, startsAt: string, timeZone: string): ContentEntry {
  return {
    ...sampleEntry,
    kind: 'event',
    key,
    title: key,
    path: `/business/maple-bakery/catalog/${key}`,
    itemType: 'EVENT',
    event: { start, end: null, hasTime: true, timeZone, startsAt, endsAt: null, place: null },
  };
}

const past = event('past', '2026-11-01T10:00:00-04:00', '2026-11-01T14:00:00Z', 'America/Toronto');
// 11 PM in Los Angeles on December 4 is December 5 in UTC: the day is the local one.
const late = event(
  'late-show',
  '2026-12-04T23:00:00-08:00',
  '2026-12-05T07:00:00Z',
  'America/Los_Angeles',
);
const morning = event(
  'morning-class',
  '2026-12-05T09:00:00-05:00',
  '2026-12-05T14:00:00Z',
  'America/Toronto',
);
const elsewhere: ContentEntry = {
  ...event('market', '2026-12-10T09:00:00-05:00', '2026-12-10T14:00:00Z', 'America/Toronto'),
  business: { ...sampleEntry.business, cities: ['Montréal'], citySlugs: ['montreal'] },
};
const inFrench = (entry: ContentEntry): ContentEntry => ({ ...entry, locale: 'fr' });
const store = fakeContentStore(
  [past, morning, late, elsewhere].flatMap((entry) => [entry, inFrench(entry)]),
);

describe('whatsOnModelOf', () => {
  it('lists upcoming events only, by start, grouped by their local day', async () => {
    const model = (await whatsOnModelOf(store, { locale: 'en', page: 1, now }))!;
    expect(model.events.map((hit) => hit.key)).toEqual(['late-show', 'morning-class', 'market']);
    expect(model.days.map((day) => [day.date, day.events.length])).toEqual([
      ['2026-12-04', 1],
      ['2026-12-05', 1],
      ['2026-12-10', 1],
    ]);
    expect(model.days[0]!.label).toBe('Friday, December 4, 2026');
    expect(model.events[0]!.date?.text).toBe('December 4, 2026 at 11:00 PM');
    expect(model.texts.empty).toBeNull();
    expect(model.texts.summary).toBe('3 upcoming events');
  });

  it('frames the list and its pages, with breadcrumbs and a calendar', async () => {
    const model = (await whatsOnModelOf(store, { locale: 'fr', page: 2, limit: 2, now }))!;
    expect(model.frame.canonicalUrl).toBe(`${SITE}/fr/events/page/2`);
    expect(model.frame.twinUrl).toBe(`${SITE}/fr/events/page/2.md`);
    expect(model.crumbs.map((crumb) => crumb.path)).toEqual(['/', '/events']);
    expect(model.texts.title).toMatch(/^À l’affiche.*\(page 2\)$/);
    expect(model.calendarUrl).toBe(`${SITE}/fr/events.ics`);
    expect(await whatsOnModelOf(store, { locale: 'fr', page: 3, limit: 2, now })).toBeNull();
  });

  it('filters by city with facets that say how many each would give', async () => {
    const model = (await whatsOnModelOf(store, { locale: 'en', page: 1, city: 'montreal', now }))!;
    expect(model.events.map((hit) => hit.key)).toEqual(['market']);
    expect(model.facets.cities.find((facet) => facet.selected)).toMatchObject({
      name: 'Montréal',
      count: 1,
    });
    expect(model.frame.canonicalUrl).toBe(`${SITE}/events`);
    expect(model.viewTwinUrl).toBe(`${SITE}/events.md?city=montreal`);
    expect(model.calendarHref).toBe('/events.ics?city=montreal');
    expect(model.texts.title).toMatch(/Montréal/);
  });

  it('says helpfully that nothing is on, rather than a blank page', async () => {
    const empty = (await whatsOnModelOf(fakeContentStore([past]), { locale: 'en', page: 1, now }))!;
    expect(empty.events).toEqual([]);
    expect(empty.texts.empty).toMatch(/No upcoming event/);
    const known = { cities: [{ slug: 'x', name: 'Xville' }], categories: [] };
    const filtered = (await whatsOnModelOf(store, {
      locale: 'en',
      page: 1,
      city: 'x',
      now,
      known,
    }))!;
    expect(filtered.texts.empty).toBe('No upcoming event matches these filters.');
    expect(filtered.facets.cities.at(-1)).toEqual({
      slug: 'x',
      name: 'Xville',
      count: 0,
      selected: true,
    });
    expect(filtered.texts.title).toMatch(/Xville/);
    const down = (await whatsOnModelOf(null, { locale: 'en', page: 1, now }))!;
    expect(down.unavailable).toBe(true);
  });

  it('hands an agent’s region and cities near to the store, and names each event’s distance', async () => {
    const asked: unknown[] = [];
    const watching = {
      ...store,
      listEvents: (query: Parameters<typeof store.listEvents>[0]) => {
        asked.push({ region: query.region, near: query.near });
        return store.listEvents(query);
      },
    };
    const near = [{ slug: 'montreal', km: 4.2 }];
    const model = await whatsOnModelOf(watching, {
      locale: 'en',
      page: 1,
      now,
      region: 'CA-QC',
      near,
    });
    expect(asked).toEqual([{ region: 'CA-QC', near }]);
    const market = model!.events.find((hit) => hit.key === 'market');
    expect(market).toMatchObject({ distanceKm: 4.2, business: { city: 'Montréal' } });
  });
});
