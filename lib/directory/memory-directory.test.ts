import { describe, expect, it } from 'vitest';
import type { Business } from '@/lib/api';
import { listedBusiness } from './listed-business-fixture';
import { ListingIndexBuilder } from './listing-index';
import { MemoryDirectory } from './memory-directory';

function business(
  slug: string,
  category: string,
  cities: [city: string, postalCode: string][],
  updatedAt: string | null,
): Business {
  return {
    ...listedBusiness(slug, `Name of ${slug}`),
    category,
    updatedAt,
    locations: cities.map(([city, postalCode]) => ({
      address: '',
      city,
      postalCode,
      country: 'CA',
    })),
  };
}

const listing = [
  business('a-bakery', 'Bakery', [['Gatineau', 'J8X 1A1']], '2026-03-01T00:00:00Z'),
  business('b-garage', 'Garage', [['Ottawa', 'K1P 1J1']], '2026-01-01T00:00:00Z'),
  business('c-bakery', 'Bakery', [['Ottawa', 'K1P 1J1']], null),
  business(
    'd-bakery',
    'Bakery',
    [
      ['Gatineau', 'J8X 1A1'],
      ['Montréal', 'H2X 1Y4'],
    ],
    '0000-unreadable',
  ),
  business('e-clinic', 'Dental clinic', [['Montréal', 'H2X 1Y4']], '2026-05-01T00:00:00Z'),
];

function directoryOf(businesses: Business[]): MemoryDirectory {
  const builder = new ListingIndexBuilder();
  for (const entry of businesses) builder.add(entry);
  return new MemoryDirectory(builder.build('en'), '12');
}

const slugs = (entries: readonly { slug: string }[]) => entries.map((entry) => entry.slug);

async function collected<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}

describe('the in-memory directory', () => {
  const directory = directoryOf(listing);

  it('has the facets and the version of its index', () => {
    expect(directory.version).toBe('12');
    expect(directory.total).toBe(5);
    expect(directory.categories.map((facet) => [facet.slug, facet.count])).toEqual([
      ['bakery', 3],
      ['dental-clinic', 1],
      ['garage', 1],
    ]);
    expect(directory.latestUpdate).toBe('2026-05-01T00:00:00Z');
  });

  it('lists a category, a city, both, or everything, in listing order, a slice at a time', async () => {
    expect(await directory.list({ categorySlug: 'bakery' }, 1, 5)).toEqual({
      entries: [
        expect.objectContaining({ slug: 'c-bakery' }),
        expect.objectContaining({ slug: 'd-bakery' }),
      ],
      total: 3,
    });
    const both = await directory.list({ categorySlug: 'bakery', citySlug: 'ottawa' }, 0, 10);
    expect([slugs(both.entries), both.total]).toEqual([['c-bakery'], 1]);
    const all = await directory.list({}, 3, 10);
    expect([slugs(all.entries), all.total]).toEqual([['d-bakery', 'e-clinic'], 5]);
    expect(await directory.list({ categorySlug: 'no-such' }, 0, 10)).toEqual({
      entries: [],
      total: 0,
    });
  });

  it('reads entries by position in the order asked, and by slug', async () => {
    expect(slugs(await directory.at([4, 0, 2]))).toEqual(['e-clinic', 'a-bakery', 'c-bakery']);
    expect((await directory.find('b-garage'))?.category).toBe('Garage');
    expect(await directory.find('no-such')).toBeNull();
  });

  it('selects by date as ?since= does: an undated or unreadable date is left out', async () => {
    const since = { since: new Date('2026-02-01T00:00:00Z') };
    expect(await directory.count()).toBe(5);
    expect(await directory.count(since)).toBe(2);
    expect(slugs(await directory.slice(since, 1, 5))).toEqual(['e-clinic']);
    expect(slugs(await collected(directory.stream(since)))).toEqual(['a-bakery', 'e-clinic']);
    expect(slugs(await collected(directory.stream()))).toHaveLength(5);
  });

  it('cuts a selection into runs, each with its latest readable date', async () => {
    expect(await directory.chunks({}, 2)).toEqual([
      { businesses: 2, lastmod: '2026-03-01T00:00:00Z' },
      { businesses: 2, lastmod: null },
      { businesses: 1, lastmod: '2026-05-01T00:00:00Z' },
    ]);
    expect(await directory.chunks({ since: new Date('2026-02-01T00:00:00Z') }, 5)).toEqual([
      { businesses: 2, lastmod: '2026-05-01T00:00:00Z' },
    ]);
  });

  it('suggests neighbours by category, then city, never the business itself', async () => {
    expect(slugs(await directory.related('c-bakery', 3))).toEqual([
      'a-bakery',
      'd-bakery',
      'b-garage',
    ]);
    expect(slugs(await directory.related('a-bakery', 2))).toEqual(['d-bakery', 'c-bakery']);
  });

  it("knows each city's regions and each region's categories and cities", async () => {
    expect(Object.fromEntries(await directory.cityRegions())).toEqual({
      gatineau: ['CA-QC'],
      montreal: ['CA-QC'],
      ottawa: ['CA-ON'],
    });
    const quebec = await directory.inRegion('CA-QC', 'categories');
    expect(quebec.map((facet) => [facet.slug, facet.count])).toEqual([
      ['bakery', 2],
      ['dental-clinic', 1],
    ]);
    const ontario = await directory.inRegion('CA-ON', 'cities');
    expect(ontario.map((facet) => [facet.slug, facet.count])).toEqual([['ottawa', 2]]);
  });
});
