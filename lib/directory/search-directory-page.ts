import 'server-only';
import type { Locale } from '@/lib/i18n/routing';
import { getDirectory } from './directories';
import type { Directory } from './directory';
import { hasActiveFilters, type DirectoryFilters } from './filter-businesses';
import type { Facet, ListingEntry } from './listing-index';
import { directoryPage, type ListingPage } from './listing-query';
import { searchDirectory } from './search/directory-search';
import { searchWithFacets, type Search } from './search/faceted-search';
import { normalizeQuery, type FacetCount, type NearQuery } from './search/search-query';

/*
 * One page of the directory's search: what the home page's views (listing-view.ts), its twin,
 * /api/search and the MCP tools all show, from one function.
 */

/** What a search shows besides its page of cards (the home page's views). */
export interface SearchOutcome {
  /** Counts that follow the results (each facet without its own filter), most first. */
  facets: { categories: FacetCount[]; cities: FacetCount[]; regions: FacetCount[] };
  /** When nothing matches a text: the closest businesses, looser matching. */
  closest: ListingEntry[];
  /** When nothing matches under filters: how many the text finds without them. */
  withoutFilters?: number;
  /** When nothing matches: the text respelled with words the directory knows. */
  didYouMean?: string;
}

const facetCounts = (facets: readonly Facet[]): FacetCount[] =>
  facets.map(({ slug, name, count }) => ({ slug, name, count }));

/**
 * One page of the directory for a search (text, filters, sort), at any page size: the home
 * page and the search endpoint alike. Without a text or filter, the listing in its own order;
 * with one, the search module's answer. null past the last page.
 */
export async function searchDirectoryPage(
  directory: Directory,
  filters: DirectoryFilters,
  { page, limit }: { page: number; limit: number },
  search: Search,
  near?: NearQuery,
): Promise<{ listing: ListingPage; outcome: SearchOutcome } | null> {
  if (!hasActiveFilters(filters) && !near) {
    const listing = await directoryPage(directory, {}, page, limit);
    if (!listing) return null;
    const facets = {
      categories: facetCounts(directory.categories),
      cities: facetCounts(directory.cities),
      regions: facetCounts(directory.regions),
    };
    return { listing, outcome: { facets, closest: [] } };
  }
  const results = await searchWithFacets(
    search,
    normalizeQuery({
      text: filters.q,
      category: filters.category,
      city: filters.city,
      region: filters.region,
      verified: filters.verified || undefined,
      near,
      sort: filters.sort || 'relevance',
      page,
      limit,
      locale: directory.locale,
    }),
  );
  if (page > results.totalPages) return null;
  const { items, total, totalPages, facets, closest, withoutFilters, didYouMean } = results;
  return {
    listing: { entries: items, page, totalPages, total },
    outcome: { facets, closest: closest ?? [], withoutFilters, didYouMean },
  };
}

/**
 * One page of the directory's search in a language, from the directory and the search module:
 * what /api/search and the MCP tools answer, as the home page does. null past the last page.
 */
export async function searchDirectoryIn(
  lang: Locale,
  filters: DirectoryFilters,
  paging: { page: number; limit: number },
  near?: NearQuery,
) {
  const directory = await getDirectory(lang);
  return searchDirectoryPage(
    directory,
    filters,
    paging,
    (query) => searchDirectory({ ...query, locale: lang }),
    near,
  );
}
