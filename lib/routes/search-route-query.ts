import type { Locale } from '@/lib/i18n/routing';
import { DIRECTORY_PAGE_SIZE } from '@/lib/directory/directory-paths';
import { DIRECTORY_FILTER_QUERY, type DirectoryFilters } from '@/lib/directory/filter-businesses';
import { described, parseQuery, type Validated } from '@/lib/urls/query-params';
import { countField, langField, pageField } from '@/lib/urls/query-fields';
import { nearField, radiusField } from '@/lib/urls/near-query-fields';

/** Most results one call may ask for. */
const MAX_SEARCH_ROUTE_LIMIT = 50;

/** GET /api/search?q=&category=&city=&region=&verified=&sort=&near=&radius_km=&page=&limit=&lang= */
export type SearchRouteQuery = DirectoryFilters & {
  near: string;
  radius_km: number | null;
  page: number;
  limit: number;
  lang: Locale;
};

/** The query /api/search reads, and its OpenAPI document describes. */
export const SEARCH_ROUTE_QUERY = {
  ...DIRECTORY_FILTER_QUERY,
  near: nearField,
  radius_km: radiusField,
  page: pageField,
  limit: countField('limit', MAX_SEARCH_ROUTE_LIMIT, DIRECTORY_PAGE_SIZE, 'Results per page'),
  lang: langField,
};

export function parseSearchRouteQuery(query: URLSearchParams): Validated<SearchRouteQuery> {
  return parseQuery(SEARCH_ROUTE_QUERY, query);
}

/** GET /api/suggest?q=&limit=&lang= */
export interface SuggestRouteQuery {
  q: string;
  limit: number;
  lang: Locale;
}

const MAX_SUGGESTIONS = 10;

/** The query /api/suggest reads, and its OpenAPI document describes. */
export const SUGGEST_ROUTE_QUERY = {
  q: described(DIRECTORY_FILTER_QUERY.q, 'What has been typed'),
  limit: countField('limit', MAX_SUGGESTIONS, 5, 'Suggestions of each kind'),
  lang: langField,
};

export function parseSuggestRouteQuery(query: URLSearchParams): Validated<SuggestRouteQuery> {
  return parseQuery(SUGGEST_ROUTE_QUERY, query);
}
