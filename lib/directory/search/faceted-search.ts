import type { SearchQuery, SearchResults } from './search-query';

/** A search over one language's directory: the site's engine, or one a test builds. */
export type Search = (query: SearchQuery) => Promise<SearchResults>;

/**
 * A search whose facet counts follow its results the way a person reads a filter menu: the
 * categories are counted on the results of every filter but the category (so the menu still
 * offers the other categories, with what each would give), the cities and regions likewise.
 * Without a category, city or region filter that is the results' own count; with one, one more
 * search each, over memory.
 */
export async function searchWithFacets(search: Search, query: SearchQuery): Promise<SearchResults> {
  const results = await search(query);
  const countsWithout = async (dropped: 'category' | 'city' | 'region') =>
    (await search({ ...query, [dropped]: undefined, page: 1, limit: 1 })).facets;
  const [categories, cities, regions] = await Promise.all([
    query.category ? countsWithout('category').then((facets) => facets.categories) : null,
    query.city ? countsWithout('city').then((facets) => facets.cities) : null,
    query.region ? countsWithout('region').then((facets) => facets.regions) : null,
  ]);
  return {
    ...results,
    facets: {
      categories: categories ?? results.facets.categories,
      cities: cities ?? results.facets.cities,
      regions: regions ?? results.facets.regions,
    },
  };
}
