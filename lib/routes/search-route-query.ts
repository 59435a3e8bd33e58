import type { Locale } from '@/lib/i18n/routing';
import { DIRECTORY_FILTER_QUERY, type DirectoryFilters } from '@/lib/directory/filter-businesses';
import { SEARCH_ROUTE_QUERY } from '@/lib/directory/search-api-query';
import { described, parseQuery, type Validated } from '@/lib/urls/query-params';
import { countField, langField } from '@/lib/urls/query-fields';

/** GET /api/search?q=&category=&city=&region=&verified=&sort=&near=&radius_km=&page=&limit=&lang= */
export type SearchRouteQuery = DirectoryFilters & {
  near: string;
  radius_km: number | null;
  page: number;
  limit: number;
  lang: Locale;
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
