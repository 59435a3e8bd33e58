import 'server-only';
import { cache } from 'react';
import { getDirectoryIndex } from '@/lib/directory/directory-index';
import type { Locale } from '@/lib/i18n/routing';
import { parsePageNumber } from '@/lib/urls/query-params';
import { DIRECTORY_PAGE_SIZE, facetPath, HOME_PATH, type FacetKind } from './directory-paths';
import {
  DIRECTORY_FILTER_QUERY,
  EMPTY_FILTERS,
  filterParams,
  hasActiveFilters,
  parseDirectoryFilters,
  type DirectoryFilters,
} from './filter-businesses';
import type { DirectoryIndex, Facet } from './listing-index';
import {
  categoryFacet,
  cityFacet,
  pageOf,
  queryIndex,
  resolveCategory,
  resolveCity,
  resolveRegionFilter,
  type ListingPage,
} from './listing-query';
import { searchDirectoryPage, type SearchOutcome } from './search-directory-page';
import { searchDirectory } from './search/directory-search';
import { EmbeddedSearchEngine } from './search/embedded-engine';
import type { Search } from './search/faceted-search';

/*
 * What a listing page (home, category, city) shows, computed from the in-memory index: the
 * same for the HTML page, its metadata and its Markdown twin. null means 404: an unknown
 * category or city, or a page past the last one.
 */

export type SearchParams = Record<string, string | string[] | undefined>;

export interface ListingView {
  locale: Locale;
  index: DirectoryIndex;
  kind: 'home' | FacetKind;
  /** The category or city of a facet page. */
  facet: Facet | null;
  /** The home page's filters, with category, city and region as facet keys (form values). */
  filters: DirectoryFilters;
  filtered: boolean;
  /** The list's path without locale and query: its page 1. */
  basePath: string;
  /** Query parameters every page link keeps (the filters), besides `page`. */
  extraQuery: Record<string, string>;
  listing: ListingPage;
  /** The home page's search (facet pages have none). */
  search: SearchOutcome | null;
}

async function homeView(
  index: DirectoryIndex,
  locale: Locale,
  params: SearchParams,
  search: Search,
): Promise<ListingView | null> {
  const raw = parseDirectoryFilters(params);
  const page = parsePageNumber(params.page);
  const found = await searchDirectoryPage(index, raw, { page, limit: DIRECTORY_PAGE_SIZE }, search);
  if (!found) return null;
  const category = raw.category ? resolveCategory(index, raw.category) : null;
  const city = raw.city ? resolveCity(index, raw.city) : null;
  const region = raw.region ? resolveRegionFilter(index, raw.region) : null;
  return {
    locale,
    index,
    kind: 'home',
    facet: null,
    filters: { ...raw, category: category ?? '', city: city ?? '', region: region ?? '' },
    filtered: hasActiveFilters(raw),
    basePath: HOME_PATH,
    // Only the filters in use: page links stay `?page=2`, not `?q=&category=&city=&page=2`.
    extraQuery: filterParams({
      ...raw,
      category: category ?? raw.category,
      city: city ?? raw.city,
      region: region ?? raw.region,
    }),
    listing: found.listing,
    search: found.outcome,
  };
}

function facetView(
  index: DirectoryIndex,
  locale: Locale,
  kind: FacetKind,
  slug: string,
  params: SearchParams,
): ListingView | null {
  const facet = kind === 'category' ? categoryFacet(index, slug) : cityFacet(index, slug);
  if (!facet) return null;
  const matches = queryIndex(
    index,
    kind === 'category' ? { categorySlug: facet.slug } : { citySlug: facet.slug },
  );
  const listing = pageOf(matches, parsePageNumber(params.page), DIRECTORY_PAGE_SIZE);
  if (!listing) return null;
  return {
    locale,
    index,
    kind,
    facet,
    filters: {
      ...EMPTY_FILTERS,
      category: kind === 'category' ? facet.slug : '',
      city: kind === 'city' ? facet.slug : '',
    },
    filtered: false,
    basePath: facetPath(kind, facet.slug),
    extraQuery: {},
    listing,
    search: null,
  };
}

function decodedSegment(value: string): string | null {
  try {
    return /%[0-9a-f]{2}/i.test(value) ? decodeURIComponent(value) : value;
  } catch {
    return null;
  }
}

/** An engine of one index, built on first use: the search of views over an index a test built. */
const ownEngines = new WeakMap<DirectoryIndex, Promise<EmbeddedSearchEngine>>();

function ownSearch(index: DirectoryIndex): Search {
  return async (query) => {
    let engine = ownEngines.get(index);
    if (!engine) {
      const built = new EmbeddedSearchEngine();
      engine = Promise.resolve(built.index({ index, twin: null })).then(() => built);
      ownEngines.set(index, engine);
    }
    return (await engine).search(query);
  };
}

/**
 * The view of one listing URL over a given index; `search` is the site's engine in production
 * (by default, one built over this index: the twins' tests build their own index).
 */
export async function listingViewOf(
  index: DirectoryIndex,
  locale: Locale,
  kind: ListingView['kind'],
  slug: string,
  params: SearchParams,
  search: Search = ownSearch(index),
): Promise<ListingView | null> {
  if (kind === 'home') return homeView(index, locale, params, search);
  const segment = decodedSegment(slug);
  return segment === null ? null : facetView(index, locale, kind, segment, params);
}

const cachedView = cache(
  async (
    locale: Locale,
    kind: ListingView['kind'],
    slug: string,
    query: string,
  ): Promise<ListingView | null> => {
    const params = Object.fromEntries(new URLSearchParams(query));
    const index = await getDirectoryIndex(locale);
    return listingViewOf(index, locale, kind, slug, params, (search) =>
      searchDirectory({ ...search, locale }),
    );
  },
);

function queryString(params: SearchParams): string {
  const query = new URLSearchParams();
  for (const name of [...Object.keys(DIRECTORY_FILTER_QUERY), 'page']) {
    const value = params[name];
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) query.set(name, first);
  }
  return query.toString();
}

export function loadListingView(
  locale: Locale,
  kind: ListingView['kind'],
  slug: string,
  params: SearchParams,
): Promise<ListingView | null> {
  return cachedView(locale, kind, slug, queryString(params));
}
