import type { Locale } from '@/lib/i18n/routing';
import { DIRECTORY_PAGE_SIZE } from '@/lib/directory/directory-paths';
import { DIRECTORY_FILTER_QUERY, type DirectoryFilters } from '@/lib/directory/filter-businesses';
import {
  countField,
  langField,
  pageField,
  parseQuery,
  type Validated,
} from '@/lib/urls/query-params';

/** Most results one call may ask for. */
export const MAX_SEARCH_ROUTE_LIMIT = 50;

/** GET /api/search?q=&category=&city=&region=&verified=&sort=&page=&limit=&lang= */
export type SearchRouteQuery = DirectoryFilters & { page: number; limit: number; lang: Locale };

export function parseSearchRouteQuery(query: URLSearchParams): Validated<SearchRouteQuery> {
  return parseQuery(
    {
      ...DIRECTORY_FILTER_QUERY,
      page: pageField,
      limit: countField('limit', MAX_SEARCH_ROUTE_LIMIT, DIRECTORY_PAGE_SIZE),
      lang: langField,
    },
    query,
  );
}

/** GET /api/suggest?q=&limit=&lang= */
export interface SuggestRouteQuery {
  q: string;
  limit: number;
  lang: Locale;
}

export const MAX_SUGGESTIONS = 10;

export function parseSuggestRouteQuery(query: URLSearchParams): Validated<SuggestRouteQuery> {
  return parseQuery(
    {
      q: DIRECTORY_FILTER_QUERY.q,
      limit: countField('limit', MAX_SUGGESTIONS, 5),
      lang: langField,
    },
    query,
  );
}
