import 'server-only';
import { cache } from 'react';
import { getDirectory } from '@/lib/directory/directories';
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
import type { Directory } from './directory';
import type { Facet } from './listing-index';
import {
  categoryFacet,
  cityFacet,
  directoryPage,
  resolveCategory,
  resolveCity,
  resolveRegionFilter,
  type ListingPage,
} from './listing-query';
import { MemoryDirectory } from './memory-directory';
import { searchDirectoryPage, type SearchOutcome } from './search-directory-page';
import { searchDirectory } from './search/directory-search';
import { EmbeddedSearchEngine } from './search/embedded-engine';
import type { Search } from './search/faceted-search';

/*
 * What a listing page (home, category, city) shows, read from the directory: the same for the
 * HTML page, its metadata and its Markdown twin. null means 404: an unknown category or city,
 * or a page past the last one.
 */

export type SearchParams = Record<string, string | string[] | undefined>;

export interface ListingView {
  locale: Locale;
  directory: Directory;
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
  directory: Directory,
  locale: Locale,
  params: SearchParams,
  search: Search,
): Promise<ListingView | null> {
  const raw = parseDirectoryFilters(params);
  const page = parsePageNumber(params.page);
  const found = await searchDirectoryPage(
    directory,
    raw,
    { page, limit: DIRECTORY_PAGE_SIZE },
    search,
  );
  if (!found) return null;
  const category = raw.category ? resolveCategory(directory, raw.category) : null;
  const city = raw.city ? resolveCity(directory, raw.city) : null;
  const region = raw.region ? resolveRegionFilter(directory, raw.region) : null;
  return {
    locale,
    directory,
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

async function facetView(
  directory: Directory,
  locale: Locale,
  kind: FacetKind,
  slug: string,
  params: SearchParams,
): Promise<ListingView | null> {
  const facet = kind === 'category' ? categoryFacet(directory, slug) : cityFacet(directory, slug);
  if (!facet) return null;
  const listing = await directoryPage(
    directory,
    kind === 'category' ? { categorySlug: facet.slug } : { citySlug: facet.slug },
    parsePageNumber(params.page),
    DIRECTORY_PAGE_SIZE,
  );
  if (!listing) return null;
  return {
    locale,
    directory,
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
const ownEngines = new WeakMap<MemoryDirectory, Promise<EmbeddedSearchEngine>>();

function ownSearch(directory: Directory): Search {
  return async (query) => {
    if (!(directory instanceof MemoryDirectory))
      throw new Error('listingViewOf: a stored directory is searched by the site engine');
    let engine = ownEngines.get(directory);
    if (!engine) {
      const built = new EmbeddedSearchEngine();
      engine = Promise.resolve(built.index({ index: directory.index, twin: null })).then(
        () => built,
      );
      ownEngines.set(directory, engine);
    }
    return (await engine).search(query);
  };
}

/**
 * The view of one listing URL over a given directory; `search` is the site's engine in
 * production (by default, one built over an in-memory directory: the twins' tests build their
 * own index).
 */
export async function listingViewOf(
  directory: Directory,
  locale: Locale,
  kind: ListingView['kind'],
  slug: string,
  params: SearchParams,
  search: Search = ownSearch(directory),
): Promise<ListingView | null> {
  if (kind === 'home') return homeView(directory, locale, params, search);
  const segment = decodedSegment(slug);
  return segment === null ? null : facetView(directory, locale, kind, segment, params);
}

const cachedView = cache(
  async (
    locale: Locale,
    kind: ListingView['kind'],
    slug: string,
    query: string,
  ): Promise<ListingView | null> => {
    const params = Object.fromEntries(new URLSearchParams(query));
    const directory = await getDirectory(locale);
    return listingViewOf(directory, locale, kind, slug, params, (search) =>
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
