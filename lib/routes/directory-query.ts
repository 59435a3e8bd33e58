import type { Locale } from '@/lib/i18n/routing';
import { DIRECTORY_FILTER_QUERY } from '@/lib/directory/filter-businesses';
import { langField, pageField, parseQuery, type Validated } from '@/lib/urls/query-params';

/** GET /api/directory?q=&category=&city=&page=&lang= */
export interface DirectoryRouteQuery {
  q: string;
  category: string;
  city: string;
  page: number;
  lang: Locale;
}

export function parseDirectoryRouteQuery(query: URLSearchParams): Validated<DirectoryRouteQuery> {
  return parseQuery({ ...DIRECTORY_FILTER_QUERY, page: pageField, lang: langField }, query);
}
