import 'server-only';
import { cache } from 'react';
import { getDirectoryIndex } from '@/lib/directory/directory-index';
import type { Locale } from '@/lib/i18n/routing';
import { parsePageNumber } from '@/lib/pages/query-params';
import { DIRECTORY_PAGE_SIZE, facetPath, HOME_PATH, type FacetKind } from './directory-paths';
import {
  hasActiveFilters,
  parseDirectoryFilters,
  type DirectoryFilters,
} from './filter-businesses';
import {
  categoryFacet,
  cityFacet,
  pageOf,
  queryIndex,
  resolveCategory,
  resolveCity,
  type DirectoryIndex,
  type Facet,
  type ListingPage,
} from './listing-index';

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
  /** The home page's filters, with category and city as facet keys (form values). */
  filters: DirectoryFilters;
  filtered: boolean;
  /** The list's path without locale and query: its page 1. */
  basePath: string;
  /** Query parameters every page link keeps (the filters), besides `page`. */
  extraQuery: Record<string, string>;
  listing: ListingPage;
}

/** A key no facet can have (facet slugs never start with a hyphen): a filter that names nothing. */
const NO_SUCH_FACET = '-';

function homeView(index: DirectoryIndex, locale: Locale, params: SearchParams): ListingView | null {
  const raw = parseDirectoryFilters(params);
  const category = raw.category ? resolveCategory(index, raw.category) : null;
  const city = raw.city ? resolveCity(index, raw.city) : null;
  const matches = queryIndex(index, {
    q: raw.q,
    categorySlug: raw.category ? (category ?? NO_SUCH_FACET) : undefined,
    citySlug: raw.city ? (city ?? NO_SUCH_FACET) : undefined,
  });
  const listing = pageOf(matches, parsePageNumber(params.page), DIRECTORY_PAGE_SIZE);
  if (!listing) return null;
  const filters = { q: raw.q, category: category ?? '', city: city ?? '' };
  return {
    locale,
    index,
    kind: 'home',
    facet: null,
    filters,
    filtered: hasActiveFilters(raw),
    basePath: HOME_PATH,
    // Only the filters in use: page links stay `?page=2`, not `?q=&category=&city=&page=2`.
    extraQuery: Object.fromEntries(
      Object.entries({
        q: raw.q,
        category: category ?? raw.category,
        city: city ?? raw.city,
      }).filter(([, value]) => value !== ''),
    ),
    listing,
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
      q: '',
      category: kind === 'category' ? facet.slug : '',
      city: kind === 'city' ? facet.slug : '',
    },
    filtered: false,
    basePath: facetPath(kind, facet.slug),
    extraQuery: {},
    listing,
  };
}

function decodedSegment(value: string): string | null {
  try {
    return /%[0-9a-f]{2}/i.test(value) ? decodeURIComponent(value) : value;
  } catch {
    return null;
  }
}

/**
 * The view of one listing URL. The search parameters are passed as a string so that React's
 * per-request cache shares one computation between the page and its metadata.
 */
/** The view of one listing URL over a given index (pure: the twins' tests build their own index). */
export function listingViewOf(
  index: DirectoryIndex,
  locale: Locale,
  kind: ListingView['kind'],
  slug: string,
  params: SearchParams,
): ListingView | null {
  if (kind === 'home') return homeView(index, locale, params);
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
    return listingViewOf(await getDirectoryIndex(locale), locale, kind, slug, params);
  },
);

function queryString(params: SearchParams): string {
  const query = new URLSearchParams();
  for (const name of ['q', 'category', 'city', 'page']) {
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
