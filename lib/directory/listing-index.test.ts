import v8 from 'node:v8';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import type { Business } from '@/lib/api';
import { ENTRY_DESCRIPTION_LENGTH } from './listing-entry';
import { ListingIndexBuilder, sameEntry, type DirectoryIndex } from './listing-index';
import { pageOf, queryIndex, resolveCategory, resolveCity } from './listing-query';
import { EmbeddedSearchEngine } from './search/embedded-engine';
import { normalizeQuery } from './search/search-query';

function business(overrides: Partial<Business>): Business {
  return {
    slug: 'x',
    name: 'X',
    websiteUrl: null,
    description: '',
    logoUrl: null,
    email: 'x@example.com',
    phone: null,
    legalName: null,
    primaryLanguage: null,
    locations: [],
    areas: [],
    category: '',
    tags: [],
    markdown: null,
    updatedAt: null,
    businessTypes: [],
    visibility: 'PUBLIC',
    isVerified: false,
    ...overrides,
  };
}

const at = (city: string, address = '') => ({ address, city, postalCode: '', country: 'CA' });

const bakery = business({
  slug: 'bakery',
  name: 'Boulangerie du Plateau',
  category: 'Bakery',
  tags: ['sourdough'],
  locations: [at('Montréal', '1 rue Rachel'), at('Montreal'), at('Laval')],
  updatedAt: '2025-02-01T00:00:00.000Z',
});
const garage = business({
  slug: 'garage',
  name: 'Garage Tremblay',
  category: 'Automobile',
  description: 'Réparation de freins',
  locations: [at('Québec'), at('Lévis')],
  updatedAt: '2025-03-01T00:00:00.000Z',
});
const bakery2 = business({
  slug: 'bakery-2',
  name: 'Pains Ébène',
  category: 'bakery',
  locations: [at('Laval')],
  updatedAt: '2024-01-01T00:00:00.000Z',
});
const bare = business({ slug: 'bare', name: 'Bare' });

function indexOf(
  businesses: Business[],
  locale = 'en',
  builder = new ListingIndexBuilder(),
): DirectoryIndex {
  for (const item of businesses) builder.add(item);
  return builder.build(locale);
}

describe('ListingIndexBuilder', () => {
  const index = indexOf([bakery, garage, bakery2, bare]);

  it('keeps a slim entry per business, in listing order', () => {
    expect(index.entries.map((entry) => entry.slug)).toEqual([
      'bakery',
      'garage',
      'bakery-2',
      'bare',
    ]);
    expect(Object.keys(index.entries[0] ?? {}).sort()).toEqual(
      [
        'categorySlug',
        'category',
        'cities',
        'description',
        'isVerified',
        'logoUrl',
        'name',
        'regions',
        'searchText',
        'slug',
        'updatedAt',
      ].sort(),
    );
    // Cities once each: names that differ by accents or case are one city, spelled as first written.
    expect(index.entries[0]?.cities).toEqual(['Montréal', 'Laval']);
    expect(index.latestUpdate).toBe('2025-03-01T00:00:00.000Z');
  });

  it('places each business in the regions of its postal codes, one shared list per set', () => {
    const placed = indexOf([
      business({
        slug: 'a',
        locations: [
          { address: '', city: 'Gatineau', postalCode: 'J8X 1N6', country: 'Canada' },
          { address: '', city: 'Ottawa', postalCode: 'K1N 9C3', country: 'Canada' },
          { address: '', city: 'Hull', postalCode: 'J8Y 3R1', country: 'Canada' },
        ],
      }),
      business({
        slug: 'b',
        locations: [
          { address: '', city: 'Aylmer', postalCode: 'J9H 1A1', country: 'CA' },
          { address: '', city: 'Nepean', postalCode: 'K2G 1V8', country: 'CA' },
        ],
      }),
      business({
        slug: 'c',
        locations: [{ address: '', city: 'Nowhere', postalCode: '??', country: 'CA' }],
      }),
    ]);
    const [a, b, c] = placed.entries;
    expect(a?.regions).toEqual(['CA-QC', 'CA-ON']);
    expect(b?.regions).toBe(a?.regions);
    expect(c?.regions).toEqual([]);
    expect(placed.regions.map(({ slug, name, count }) => [slug, name, count])).toEqual([
      ['CA-ON', 'Ontario', 2],
      ['CA-QC', 'Quebec', 2],
    ]);
    expect(placed.byRegion.get('CA-QC')).toEqual([0, 1]);
    const french = new ListingIndexBuilder();
    french.add(
      business({
        slug: 'a',
        locations: [{ address: '', city: 'Québec', postalCode: 'G1K 6E9', country: 'Canada' }],
      }),
    );
    expect(french.build('fr').regions[0]?.name).toBe('Québec');
  });

  it('cuts long descriptions, falling back to the Markdown', () => {
    const long = indexOf([
      business({ slug: 'a', description: 'word '.repeat(500) }),
      business({ slug: 'b', markdown: 'From the **Markdown** body.' }),
    ]);
    expect(long.entries[0]?.description.length).toBeLessThanOrEqual(ENTRY_DESCRIPTION_LENGTH);
    expect(long.entries[0]?.description.endsWith('…')).toBe(true);
    expect(long.entries[1]?.description).toBe('From the **Markdown** body.');
  });

  it('counts each category and city, merging names that differ by accents or case, sorted for the locale', () => {
    expect(index.categories).toEqual([
      { slug: 'automobile', name: 'Automobile', count: 1, lastmod: '2025-03-01T00:00:00.000Z' },
      { slug: 'bakery', name: 'Bakery', count: 2, lastmod: '2025-02-01T00:00:00.000Z' },
    ]);
    expect(index.cities.map((facet) => [facet.slug, facet.name, facet.count])).toEqual([
      ['laval', 'Laval', 2],
      ['levis', 'Lévis', 1],
      ['montreal', 'Montréal', 1],
      ['quebec', 'Québec', 1],
    ]);
  });

  it('takes category keys from the caller (the English index for French pages)', () => {
    const french = indexOf(
      [
        { ...bakery, category: 'Boulangerie' },
        { ...garage, category: 'Garage' },
      ],
      'fr',
      new ListingIndexBuilder({
        categoryKey: (item) => (item.slug === 'bakery' ? 'bakery' : undefined),
      }),
    );
    expect(french.categories.map((facet) => [facet.slug, facet.name])).toEqual([
      ['bakery', 'Boulangerie'],
      ['garage', 'Garage'],
    ]);
    // A filter may name the category in French or by its key.
    expect(resolveCategory(french, 'Boulangerie')).toBe('bakery');
    expect(resolveCategory(french, 'bakery')).toBe('bakery');
    expect(resolveCategory(french, 'Fleuriste')).toBeNull();
  });
});

describe('queryIndex', () => {
  const index = indexOf([bakery, garage, bakery2, bare]);
  const slugs = (query: Parameters<typeof queryIndex>[1]) =>
    queryIndex(index, query).map((entry) => entry.slug);

  it('returns everything without filters', () => {
    expect(slugs({})).toEqual(['bakery', 'garage', 'bakery-2', 'bare']);
  });

  it('leaves words to the search engine, which matches every one, ignoring case and accents, in names, descriptions, tags and places', async () => {
    const engine = new EmbeddedSearchEngine();
    await engine.index({ index, twin: null });
    const found = async (text: string) =>
      (await engine.search(normalizeQuery({ text, locale: 'en' }))).items.map((item) => item.slug);
    expect(await found('REPARATION freins')).toEqual(['garage']);
    expect(await found('sourdough rachel')).toEqual(['bakery']);
    expect(await found('ebene')).toEqual(['bakery-2']);
    expect(await found('sourdough garage')).toEqual([]);
  });

  it('filters by category and city, both at once, and an unknown one matches nothing', () => {
    expect(slugs({ categorySlug: 'bakery' })).toEqual(['bakery', 'bakery-2']);
    expect(slugs({ citySlug: resolveCity(index, 'LAVAL') ?? '' })).toEqual(['bakery', 'bakery-2']);
    expect(slugs({ categorySlug: 'bakery', citySlug: 'montreal' })).toEqual(['bakery']);
    expect(slugs({ categorySlug: 'automobile', citySlug: 'laval' })).toEqual([]);
    expect(slugs({ categorySlug: 'florist' })).toEqual([]);
    expect(resolveCity(index, 'Atlantis')).toBeNull();
  });
});

describe('pageOf', () => {
  const index = indexOf(
    Array.from({ length: 50 }, (_, n) => business({ slug: `b${n}`, name: `B${n}` })),
  );

  it('cuts the list into pages and says how many there are', () => {
    const second = pageOf(index.entries, 2, 24);
    expect(second?.entries.map((entry) => entry.slug)).toEqual(
      Array.from({ length: 24 }, (_, n) => `b${n + 24}`),
    );
    expect(second).toMatchObject({ page: 2, totalPages: 3, total: 50 });
    expect(pageOf(index.entries, 3, 24)?.entries).toHaveLength(2);
  });

  it('has no page past the last one, but an empty list has its (empty) first page', () => {
    expect(pageOf(index.entries, 4, 24)).toBeNull();
    expect(pageOf(index.entries, 0, 24)).toBeNull();
    expect(pageOf([], 1, 24)).toEqual({ entries: [], page: 1, totalPages: 1, total: 0 });
    expect(pageOf([], 2, 24)).toBeNull();
  });
});

describe('memory', () => {
  it('keeps nothing of the long strings it was built from', () => {
    // A gc() of our own: V8 lets a flag set at run time expose it to a new context.
    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc') as () => void;
    const count = 40;
    const heapAfter = (build: () => unknown) => {
      gc();
      const before = process.memoryUsage().heapUsed;
      const kept = build();
      gc();
      const after = process.memoryUsage().heapUsed;
      expect(kept).toBeTruthy();
      return after - before;
    };
    const retained = heapAfter(() => {
      const builder = new ListingIndexBuilder();
      for (let n = 0; n < count; n += 1) {
        // One megabyte of description and Markdown each: the entry keeps a 200-character cut,
        // which V8 would otherwise hold as a view into the whole string.
        const text = `Business ${n} ` + 'lorem ipsum dolor '.repeat(60_000);
        builder.add(
          business({
            slug: `business-number-${n}`,
            name: `  Business number ${n}  `.trim(),
            description: text,
            markdown: text,
          }),
        );
      }
      return builder.build('en');
    });
    // Without copying, the index would hold count × ~1 MB.
    expect(retained).toBeLessThan(2 * 1024 * 1024);
  });
});

describe('the other language', () => {
  it('shares the strings and city lists both languages spell alike, and keeps its own otherwise', () => {
    const english = indexOf([bakery, garage]);
    const bySlug = new Map(english.entries.map((entry) => [entry.slug, entry]));
    const french = indexOf(
      [
        { ...bakery, category: 'Boulangerie' },
        { ...garage, name: 'Garage Tremblay inc.', locations: [at('Québec')] },
      ],
      'fr',
      new ListingIndexBuilder({ sameBusiness: (slug) => bySlug.get(slug) }),
    );
    const [frenchBakery, frenchGarage] = french.entries;
    const [englishBakery, englishGarage] = english.entries;
    // The same array object: one list of cities for both indexes.
    expect(frenchBakery?.cities).toBe(englishBakery?.cities);
    expect(frenchBakery?.category).toBe('Boulangerie');
    expect(frenchGarage?.cities).not.toBe(englishGarage?.cities);
    expect(frenchGarage?.cities).toEqual(['Québec']);
    expect(frenchGarage?.name).toBe('Garage Tremblay inc.');
    expect(englishGarage?.name).toBe('Garage Tremblay');
  });
});

describe('a refresh', () => {
  const first = indexOf([bakery, garage, bare]);

  it('is the previous index itself when nothing changed', () => {
    const again = indexOf(
      [{ ...bakery }, { ...garage }, { ...bare }],
      'en',
      new ListingIndexBuilder({ previous: first }),
    );
    expect(again).toBe(first);
  });

  it('takes over the unchanged entries and builds the changed ones anew', () => {
    const renamed = { ...garage, name: 'Garage Tremblay et fils' };
    const next = indexOf(
      [bakery, renamed, bare],
      'en',
      new ListingIndexBuilder({ previous: first }),
    );
    expect(next).not.toBe(first);
    expect(next.entries[0]).toBe(first.entries[0]);
    expect(next.entries[2]).toBe(first.entries[2]);
    expect(next.entries[1]).not.toBe(first.entries[1]);
    expect(next.entries[1]?.name).toBe('Garage Tremblay et fils');
    expect(first.entries[1]?.name).toBe('Garage Tremblay');
  });

  it('is a new index when a business left, came or moved, or for another language', () => {
    const builderFor = () => new ListingIndexBuilder({ previous: first });
    const fewer = indexOf([bakery, garage], 'en', builderFor());
    expect(fewer).not.toBe(first);
    expect(fewer.entries.map((entry) => entry.slug)).toEqual(['bakery', 'garage']);
    const reordered = indexOf([garage, bakery, bare], 'en', builderFor());
    expect(reordered).not.toBe(first);
    expect(reordered.entries[0]).toBe(first.entries[1]);
    const more = indexOf([bakery, garage, bare, bakery2], 'en', builderFor());
    expect(more.entries).toHaveLength(4);
    expect(indexOf([bakery, garage, bare], 'fr', builderFor())).not.toBe(first);
  });

  it('sees a change in any field an entry keeps', () => {
    const [entry] = first.entries;
    if (!entry) throw new Error('no entry');
    expect(sameEntry(entry, { ...entry })).toBe(true);
    expect(sameEntry(entry, { ...entry, cities: [...entry.cities] })).toBe(true);
    expect(sameEntry(entry, { ...entry, cities: [...entry.cities, 'Laval'] })).toBe(false);
    expect(sameEntry(entry, { ...entry, isVerified: !entry.isVerified })).toBe(false);
    expect(sameEntry(entry, { ...entry, searchText: `${entry.searchText} x` })).toBe(false);
    expect(sameEntry(entry, { ...entry, updatedAt: null })).toBe(false);
    expect(sameEntry(entry, { ...entry, logoUrl: 'https://example.com/logo.png' })).toBe(false);
  });
});
