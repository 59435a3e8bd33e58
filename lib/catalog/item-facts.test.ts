import { describe, expect, it } from 'vitest';
import type { CatalogItem } from '@/lib/api';
import { factLines } from './fact-lines';
import { itemFacts, withFacts, type ItemFactsContext } from './item-facts';

const NOW = new Date('2026-03-01T12:00:00Z');
const CONTEXT: ItemFactsContext = {
  currency: null,
  timeZone: 'America/Toronto',
  now: NOW,
  business: {
    name: 'Ferme',
    locations: [
      { address: '1 Rang', city: 'Memramcook', postalCode: 'E4K 2S6', country: 'Canada' },
    ],
  },
};

function item(changes: Partial<CatalogItem>): CatalogItem {
  return {
    id: 'i',
    slug: 'i',
    label: 'Item',
    description: null,
    type: 'PRODUCT',
    unitPrice: 10,
    unitMeasure: null,
    imageUrl: null,
    brand: null,
    tags: [],
    available: true,
    attributes: {},
    ...changes,
  };
}

describe('itemFacts', () => {
  it('ends an event once its end (or, without one, its start) has passed', () => {
    const past = { startDate: '2026-02-14T14:00:00Z', endDate: '2026-02-14T17:00:00Z' };
    expect(itemFacts(item({ type: 'EVENT', attributes: past }), CONTEXT).status).toBe('ended');
    const startOnly = { startDate: '2026-02-28T14:00:00Z' };
    expect(itemFacts(item({ type: 'EVENT', attributes: startOnly }), CONTEXT).status).toBe('ended');
    const coming = { startDate: '2026-06-21T00:00:00Z' };
    expect(itemFacts(item({ type: 'EVENT', attributes: coming }), CONTEXT).status).toBe(
      'available',
    );
  });

  it('keeps an event on a calendar date open until that day is over', () => {
    const today = { startDate: '2026-03-01' };
    expect(itemFacts(item({ type: 'EVENT', attributes: today }), CONTEXT).status).toBe('available');
  });

  it('expires an offer past its validThrough, even when the API still says available', () => {
    const facts = itemFacts(
      item({ type: 'OFFER', attributes: { validThrough: '2025-12-15T23:59:59Z' } }),
      CONTEXT,
    );
    expect(facts.status).toBe('expired');
    // The last second of a UTC day is that day, wherever the shop is.
    expect(facts.validThrough).toEqual({ iso: '2025-12-15', hasTime: false });
  });

  it('says unavailable only for what the API marks so and has not ended', () => {
    expect(itemFacts(item({ available: false }), CONTEXT).status).toBe('unavailable');
  });

  it('prices with the configured currency, else one the attributes state, else none', () => {
    expect(itemFacts(item({}), { ...CONTEXT, currency: 'CAD' }).price?.currency).toBe('CAD');
    expect(itemFacts(item({ attributes: { currency: 'eur' } }), CONTEXT).price?.currency).toBe(
      'EUR',
    );
    expect(itemFacts(item({}), CONTEXT).price?.currency).toBeNull();
    expect(itemFacts(item({ unitPrice: null }), CONTEXT).price).toBeNull();
  });

  it('keeps a regular price only when it is above the deal', () => {
    const deal = itemFacts(
      item({ unitPrice: 79.99, attributes: { regularPrice: 99.99 } }),
      CONTEXT,
    );
    expect(deal.price?.regular).toBe(99.99);
    const odd = itemFacts(item({ unitPrice: 79.99, attributes: { regularPrice: 50 } }), CONTEXT);
    expect(odd.price?.regular).toBeNull();
  });
});

describe('an event place', () => {
  it('is the venue the attributes name, else the business address; none for other items', () => {
    const venue = itemFacts(item({ type: 'EVENT', attributes: { venue: 'Red barn' } }), CONTEXT);
    expect(venue.place).toEqual({ name: 'Red barn', address: 'Red barn', location: null });
    const farm = itemFacts(item({ type: 'EVENT' }), CONTEXT);
    expect(farm.place).toMatchObject({
      name: 'Ferme',
      address: '1 Rang, Memramcook E4K 2S6, Canada',
    });
    expect(itemFacts(item({ type: 'EVENT' }), { ...CONTEXT, business: null }).place).toBeNull();
    expect(itemFacts(item({ attributes: { venue: 'Hall' } }), CONTEXT).place).toBeNull();
  });
});

describe('factLines', () => {
  const words = (word: string) => word.toUpperCase();

  it('writes dates in the place zone, for people and as ISO with the offset', () => {
    const dinner = withFacts(
      item({
        type: 'EVENT',
        unitPrice: 145,
        attributes: { startDate: '2026-06-21T00:00:00Z', endDate: '2026-06-21T03:30:00Z' },
      }),
      CONTEXT,
    );
    const lines = factLines(dinner, 'en', words);
    const starts = lines.find((line) => line.key === 'starts');
    expect(starts).toMatchObject({ iso: '2026-06-20T20:00:00-04:00' });
    expect(starts?.text).toMatch(/June 20, 2026/);
    expect(lines.find((line) => line.key === 'ends')).toMatchObject({
      iso: '2026-06-20T23:30:00-04:00',
    });
  });

  it('says free for a zero price and strikes the regular price beside a deal', () => {
    const free = withFacts(item({ unitPrice: 0 }), CONTEXT);
    expect(factLines(free, 'en', words).find((line) => line.key === 'price')).toMatchObject({
      text: 'FREE',
    });
    const deal = withFacts(item({ unitPrice: 80, attributes: { regularPrice: 100 } }), CONTEXT);
    expect(factLines(deal, 'fr', words).find((line) => line.key === 'price')).toMatchObject({
      text: '80,00',
      regular: '100,00',
    });
  });

  it('states the status words: ended, expired', () => {
    const ended = withFacts(
      item({ type: 'EVENT', attributes: { startDate: '2025-01-01' } }),
      CONTEXT,
    );
    expect(factLines(ended, 'en', words).find((line) => line.key === 'availability')?.text).toBe(
      'ENDED',
    );
  });
});
