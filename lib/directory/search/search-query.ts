import type { ListingEntry } from '../listing-index';

/*
 * The one query model of the directory's search, shared by the search page, its JSON endpoint,
 * the listing pages and the agent tool: what is asked, and what comes back.
 */

export type SearchSort = 'relevance' | 'name' | 'updated';
export const SEARCH_SORTS = [
  'relevance',
  'name',
  'updated',
] as const satisfies readonly SearchSort[];

const DEFAULT_SEARCH_LIMIT = 20;
/** How many closest matches a search that finds nothing offers. */
export const CLOSEST_LIMIT = 5;
export const MAX_SEARCH_LIMIT = 100;
/** Longest query text acted on; longer input is cut, not rejected. */
const MAX_SEARCH_TEXT_LENGTH = 200;

/**
 * A location bias: each of the directory's cities with a known centre, by slug, and its
 * distance in kilometres from the point asked about (lib/directory/near.ts). The engine keeps
 * the businesses with a city within `radiusKm` (any with a known centre without one) and
 * ranks them by their nearest city: a distance between city centres, never addresses.
 */
export interface NearQuery {
  cityDistances: ReadonlyMap<string, number>;
  radiusKm: number | null;
}

export interface SearchQuery {
  /** Free text; empty lists every business that passes the filters. */
  text: string;
  /** A category key (its page slug) or its name in the query's language. */
  category?: string;
  /** A city slug or name. */
  city?: string;
  /** A region's ISO 3166-2 code (CA-QC) or its name in either language. */
  region?: string;
  verified?: boolean;
  near?: NearQuery;
  /** relevance: best match first with a text, listing order without. */
  sort: SearchSort;
  /** 1-based. */
  page: number;
  limit: number;
  locale: string;
}

export type SearchItem = ListingEntry & {
  /** Higher is better; 0 without a text. */
  score: number;
  /** With `near`: kilometres from the point to the nearest of its cities' centres. */
  distanceKm?: number;
};

export interface FacetCount {
  slug: string;
  name: string;
  count: number;
}

export interface SearchResults {
  /** The query as applied (text cut, page and limit brought into bounds). */
  query: SearchQuery;
  items: SearchItem[];
  total: number;
  totalPages: number;
  /** Counted on all the results (every page), most businesses first. */
  facets: { categories: FacetCount[]; cities: FacetCount[]; regions: FacetCount[] };
  /**
   * When nothing matches: the businesses closest to the text (looser matching, any word), and
   * how many the text finds without the category, city and verified filters.
   */
  closest?: SearchItem[];
  withoutFilters?: number;
  /** When nothing matches: the text respelled with words the directory knows, if any differ. */
  didYouMean?: string;
}

export interface Suggestion {
  slug: string;
  name: string;
}

/** As-you-type: what a few letters may be heading for. */
export interface Suggestions {
  businesses: Suggestion[];
  categories: Suggestion[];
  cities: Suggestion[];
}

/** A query with every value in bounds: a page below 1 is 1, a limit between 1 and the maximum. */
export function normalizeQuery(query: Partial<SearchQuery> & { locale: string }): SearchQuery {
  const text = (query.text ?? '').trim().slice(0, MAX_SEARCH_TEXT_LENGTH);
  const limit = Number.isInteger(query.limit) ? (query.limit as number) : DEFAULT_SEARCH_LIMIT;
  const page = Number.isInteger(query.page) ? (query.page as number) : 1;
  return {
    text,
    category: query.category?.trim() || undefined,
    city: query.city?.trim() || undefined,
    region: query.region?.trim() || undefined,
    verified: query.verified,
    ...(query.near && { near: query.near }),
    sort: query.sort && SEARCH_SORTS.includes(query.sort) ? query.sort : 'relevance',
    page: Math.max(1, page),
    limit: Math.min(MAX_SEARCH_LIMIT, Math.max(1, limit)),
    locale: query.locale,
  };
}
