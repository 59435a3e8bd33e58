import type { Locale } from '@/lib/i18n/routing';
import { DIRECTORY_PAGE_SIZE } from '@/lib/directory/directory-paths';
import { DIRECTORY_FILTER_QUERY, type DirectoryFilters } from '@/lib/directory/filter-businesses';
import { MAX_RADIUS_KM } from '@/lib/places/city-centres';
import {
  parseQuery,
  QueryParameterError,
  type QueryField,
  type Validated,
} from '@/lib/urls/query-params';
import { countField, langField, pageField, textField } from '@/lib/urls/query-fields';

/** Most results one call may ask for. */
export const MAX_SEARCH_ROUTE_LIMIT = 50;

/** GET /api/search?q=&category=&city=&region=&verified=&sort=&near=&radius_km=&page=&limit=&lang= */
export type SearchRouteQuery = DirectoryFilters & {
  near: string;
  radius_km: number | null;
  page: number;
  limit: number;
  lang: Locale;
};

/** Kilometres around `near`, 1 to MAX_RADIUS_KM; absent is no radius (every distance, ranked). */
export const radiusField: QueryField<number | null> = {
  lenient: (raw) => {
    const value = Number(raw);
    return raw && value >= 1 && value <= MAX_RADIUS_KM ? value : null;
  },
  strict(raw) {
    if (raw === undefined || raw === '') return null;
    const value = /^\d{1,4}(\.\d+)?$/.test(raw) ? Number(raw) : NaN;
    if (!(value >= 1 && value <= MAX_RADIUS_KM))
      throw new QueryParameterError(
        `Query parameter "radius_km" must be a number of kilometres from 1 to ${MAX_RADIUS_KM}.`,
      );
    return value;
  },
};

export function parseSearchRouteQuery(query: URLSearchParams): Validated<SearchRouteQuery> {
  return parseQuery(
    {
      ...DIRECTORY_FILTER_QUERY,
      near: textField('near'),
      radius_km: radiusField,
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
