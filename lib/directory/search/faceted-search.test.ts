import { beforeAll, describe, expect, it } from 'vitest';
import { sampleIndexes } from '../../../bench/search/sample-indexes';
import { EmbeddedSearchEngine } from './embedded-engine';
import { searchWithFacets } from './faceted-search';
import { normalizeQuery, type FacetCount, type SearchQuery } from './search-query';

/* Facet counts as a filter menu shows them, on the sample data with 300 synthetic businesses. */

const engine = new EmbeddedSearchEngine();

beforeAll(async () => {
  const { en, fr } = sampleIndexes({ synthetic: 300 });

  await engine.index({ index: en, twin: fr });
});

const search = (query: Partial<SearchQuery>) =>
  searchWithFacets(
    (asked) => engine.search(asked),
    normalizeQuery({ locale: 'en', limit: 5, ...query }),
  );
const countOf = (facets: FacetCount[], slug: string) =>
  facets.find((facet) => facet.slug === slug)?.count ?? 0;

describe('searchWithFacets', () => {
  it('counts the results themselves when no facet filters them', async () => {
    const results = await search({ text: 'bakery' });
    const sum = results.facets.categories.reduce((total, facet) => total + facet.count, 0);
    expect(sum).toBe(results.total);
    expect(results.items).toHaveLength(5);
  });

  it('counts each facet without its own filter, and with the others', async () => {
    const inMontreal = await search({ city: 'montreal' });
    const bakeriesThere = await search({ city: 'montreal', category: 'bakery' });
    // The page holds the bakeries of Montréal only...
    expect(bakeriesThere.items.every((item) => item.category === 'Bakery')).toBe(true);
    expect(countOf(inMontreal.facets.categories, 'bakery')).toBe(bakeriesThere.total);
    // ...and the category menu still offers every category of Montréal, with its count.
    expect(bakeriesThere.facets.categories).toEqual(inMontreal.facets.categories);
    expect(bakeriesThere.facets.categories.length).toBeGreaterThan(1);
    // The city menu counts bakeries in each city.
    const bakeries = await search({ category: 'bakery' });
    expect(bakeriesThere.facets.cities).toEqual(bakeries.facets.cities);
  });

  it('counts regions without the region filter, and with the others', async () => {
    const bakeries = await search({ category: 'bakery' });
    const bakeriesInQuebec = await search({ category: 'bakery', region: 'CA-QC' });
    expect(bakeriesInQuebec.items.every((item) => item.regions.includes('CA-QC'))).toBe(true);
    expect(countOf(bakeries.facets.regions, 'CA-QC')).toBe(bakeriesInQuebec.total);
    // The region menu still offers Ontario, with the bakeries there.
    expect(bakeriesInQuebec.facets.regions).toEqual(bakeries.facets.regions);
    expect(bakeriesInQuebec.facets.regions.length).toBeGreaterThan(1);
    // The category menu counts what Québec holds.
    const inQuebec = await search({ region: 'CA-QC' });
    expect(bakeriesInQuebec.facets.categories).toEqual(inQuebec.facets.categories);
  });
});
