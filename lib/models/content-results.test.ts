import { describe, expect, it } from 'vitest';
import type { ContentEntry } from '@/lib/content/content-entry';
import { getSiteConfig } from '@/lib/config/site-config';
import { contentResultsOf } from './content-results';
import { fakeContentStore, sampleEntry } from './testing/fake-content-store';

const SITE = getSiteConfig().siteUrl;

const concert: ContentEntry = {
  ...sampleEntry,
  kind: 'event',
  key: 'sourdough-workshop',
  title: 'Sourdough workshop',
  path: '/business/maple-bakery/catalog/sourdough-workshop',
  itemType: 'EVENT',
  price: { amount: 0, currency: null, unit: null },
  event: {
    start: '2026-12-05T10:00:00-05:00',
    end: null,
    hasTime: true,
    timeZone: 'America/Toronto',
    startsAt: '2026-12-05T15:00:00.000Z',
    endsAt: null,
    place: 'Maple Bakery, 1 Main St, Ottawa',
  },
};
const answer: ContentEntry = {
  ...sampleEntry,
  kind: 'answer',
  key: 'sourdough-gluten',
  title: 'Is sourdough gluten-free?',
  path: '/business/maple-bakery/faq#sourdough-gluten',
  itemType: null,
  price: null,
  availability: null,
};
const french: ContentEntry = { ...sampleEntry, locale: 'fr', title: 'Pain au levain' };
const store = fakeContentStore([concert, sampleEntry, answer, french]);
const now = new Date('2026-11-27T12:00:00Z');

describe('contentResultsOf', () => {
  it('groups a page of hits by kind, the best hit’s kind first, with the counts of every page', async () => {
    const model = await contentResultsOf(store, { locale: 'en', text: 'sourdough' }, now);
    expect(model.groups.map((group) => [group.kind, group.heading, group.count])).toEqual([
      ['event', 'Events', 1],
      ['item', 'Items and services', 1],
      ['answer', 'Answers', 1],
    ]);
    expect(model.total).toBe(3);
    expect(model.texts.summary).toBe('3 matches among what businesses offer');
    expect(model.unavailable).toBe(false);
  });

  it('states each hit’s business, city, price, date and availability, with their links', async () => {
    const model = await contentResultsOf(
      store,
      { locale: 'en', text: 'sourdough', city: 'gatineau' },
      now,
    );
    const [event, item, faq] = model.groups.map((group) => group.hits[0]!);
    expect(event!.date).toMatchObject({
      iso: '2026-12-05T10:00:00-05:00',
      text: 'December 5, 2026 at 10:00 AM',
      place: 'Maple Bakery, 1 Main St, Ottawa',
    });
    expect(event!.price).toBe('Free');
    expect(item!.price).toBe('7.50');
    expect(item!.availability).toEqual({ status: 'available', text: 'Available' });
    expect(item!.typeLabel).toBe('Product');
    expect(item!.business).toMatchObject({
      name: 'Maple Bakery',
      url: `${SITE}/business/maple-bakery`,
      city: 'Gatineau',
    });
    expect(item!.url).toBe(`${SITE}/business/maple-bakery/catalog/sourdough-loaf`);
    expect(faq!.href).toBe('/business/maple-bakery/faq#sourdough-gluten');
    expect(faq!.availability).toBeNull();
    expect(item!.attribution).toContain(`${SITE}/business/maple-bakery`);
  });

  it('links to the pages of the language, and writes in it', async () => {
    const model = await contentResultsOf(store, { locale: 'fr', text: 'levain' }, now);
    const hit = model.groups[0]!.hits[0]!;
    expect(hit.href).toBe('/fr/business/maple-bakery/catalog/sourdough-loaf');
    expect(hit.business.url).toBe(`${SITE}/fr/business/maple-bakery`);
    expect(hit.price).toBe('7,50');
    expect(model.groups[0]!.heading).toBe('Produits et services');
  });

  it('pages the hits and applies the filters', async () => {
    const second = await contentResultsOf(
      store,
      { locale: 'en', text: 'sourdough', page: 2, limit: 2 },
      now,
    );
    expect(second.totalPages).toBe(2);
    expect(second.groups.flatMap((group) => group.hits.map((hit) => hit.key))).toEqual([
      'sourdough-gluten',
    ]);
    const elsewhere = await contentResultsOf(
      store,
      { locale: 'en', text: 'sourdough', city: 'montreal' },
      now,
    );
    expect(elsewhere.total).toBe(0);
    expect(elsewhere.texts.summary).toMatch(/No item, event/);
  });

  it('says an event has ended once it is past, whatever the index noted', async () => {
    const later = new Date('2026-12-06T00:00:00Z');
    const model = await contentResultsOf(store, { locale: 'en', text: 'workshop' }, later);
    expect(model.groups[0]!.hits[0]!.availability?.status).toBe('ended');
  });

  it('says so when the index cannot be read, and searches nothing without a text', async () => {
    const broken = { ...store, search: () => Promise.reject(new Error('disk')) };
    const failed = await contentResultsOf(broken, { locale: 'en', text: 'bread' }, now);
    expect(failed.unavailable).toBe(true);
    expect(failed.texts.summary).toMatch(/cannot be searched/);
    const blank = await contentResultsOf(store, { locale: 'en', text: '  ' }, now);
    expect(blank.groups).toEqual([]);
    expect(blank.unavailable).toBe(false);
  });

  it('near a place, hands the store its cities and names each hit’s nearest one and distance', async () => {
    const asked: unknown[] = [];
    const watching = {
      ...store,
      search: (query: Parameters<typeof store.search>[0]) => {
        asked.push(query.near);
        return store.search(query);
      },
    };
    const near = [
      { slug: 'gatineau', km: 3.5 },
      { slug: 'ottawa', km: 9 },
    ];
    const model = await contentResultsOf(watching, { locale: 'en', text: 'loaf', near }, now);
    expect(asked).toEqual([near]);
    expect(model.hits[0]).toMatchObject({ distanceKm: 3.5, business: { city: 'Gatineau' } });
    const anywhere = await contentResultsOf(store, { locale: 'en', text: 'loaf' }, now);
    expect(anywhere.hits[0]!.business.city).toBe('Ottawa');
    expect(anywhere.hits[0]).not.toHaveProperty('distanceKm');
  });
});
