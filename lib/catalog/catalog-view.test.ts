import { describe, expect, it } from 'vitest';
import type { CatalogItem } from '@/lib/api';
import { catalogTags, catalogView, hasTag } from './catalog-view';
import type { ItemStatus, WithFacts } from './item-facts';

function item(label: string, price: number | null, status: ItemStatus, tags: string[]): WithFacts {
  const base: CatalogItem = {
    id: label,
    slug: label.toLowerCase(),
    label,
    description: null,
    type: 'PRODUCT',
    unitPrice: price,
    unitMeasure: null,
    imageUrl: null,
    brand: null,
    tags,
    available: status === 'available',
    attributes: {},
  };
  return {
    ...base,
    facts: {
      price: price === null ? null : { amount: price, currency: null, unit: null, regular: null },
      start: null,
      end: null,
      validFrom: null,
      validThrough: null,
      status,
      timeZone: 'UTC',
      currency: null,
      place: null,
    },
  };
}

const ITEMS = [
  item('Baguette', 3.75, 'available', ['Pain', 'classique']),
  item('Éclair', 4.25, 'unavailable', ['pâtisserie']),
  item('atelier', null, 'available', ['Atelier']),
  item('Croissant', 2.5, 'available', ['Viennoiserie', 'classique']),
  item('Bûche', 45, 'ended', ['Pâtisserie']),
];

const labels = (items: readonly { label: string }[]) => items.map((i) => i.label);
const NONE = { page: 1, sort: '' as const, instock: false, tag: '' };

describe('catalogView', () => {
  it('keeps the API’s order without a sort', () => {
    expect(labels(catalogView(ITEMS, NONE, 10, 'en').items)).toEqual(labels(ITEMS));
  });

  it('sorts by price either way, items without a price last', () => {
    expect(labels(catalogView(ITEMS, { ...NONE, sort: 'price-asc' }, 10, 'en').items)).toEqual([
      'Croissant',
      'Baguette',
      'Éclair',
      'Bûche',
      'atelier',
    ]);
    expect(labels(catalogView(ITEMS, { ...NONE, sort: 'price-desc' }, 10, 'en').items)).toEqual([
      'Bûche',
      'Éclair',
      'Baguette',
      'Croissant',
      'atelier',
    ]);
  });

  it('sorts by name as the language does (case and accents aside)', () => {
    expect(labels(catalogView(ITEMS, { ...NONE, sort: 'name' }, 10, 'fr').items)).toEqual([
      'atelier',
      'Baguette',
      'Bûche',
      'Croissant',
      'Éclair',
    ]);
  });

  it('keeps only what is available now, and only items with the tag', () => {
    const inStock = catalogView(ITEMS, { ...NONE, instock: true }, 10, 'en');
    expect(labels(inStock.items)).toEqual(['Baguette', 'atelier', 'Croissant']);
    expect(inStock.total).toBe(3);
    expect(labels(catalogView(ITEMS, { ...NONE, tag: 'PATISSERIE' }, 10, 'fr').items)).toEqual([
      'Éclair',
      'Bûche',
    ]);
    expect(
      labels(catalogView(ITEMS, { ...NONE, tag: 'pâtisserie', instock: true }, 10, 'fr').items),
    ).toEqual([]);
  });

  it('pages the view', () => {
    const second = catalogView(ITEMS, { ...NONE, page: 2, sort: 'price-asc' }, 2, 'en');
    expect(second).toMatchObject({ total: 5, totalPages: 3, page: 2, limit: 2 });
    expect(labels(second.items)).toEqual(['Éclair', 'Bûche']);
  });
});

describe('catalogTags', () => {
  it('offers each tag once, the most used first, capped', () => {
    expect(catalogTags(ITEMS, 'fr', 10)).toEqual([
      'classique',
      'pâtisserie',
      'Atelier',
      'Pain',
      'Viennoiserie',
    ]);
    expect(catalogTags(ITEMS, 'fr', 2)).toEqual(['classique', 'pâtisserie']);
    expect(hasTag(ITEMS[0]!, ' pain ')).toBe(true);
  });
});
