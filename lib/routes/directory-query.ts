import type { Locale } from '@/lib/i18n/routing';
import { MAX_FILTER_LENGTH } from '@/lib/directory/filter-businesses';
import {
  readLang,
  readPage,
  readSearch,
  validateQuery,
  type Validated,
} from '@/lib/urls/query-params';

/** GET /api/directory?q=&category=&city=&page=&lang= */
export interface DirectoryRouteQuery {
  q: string;
  category: string;
  city: string;
  page: number;
  lang: Locale;
}

/** A category or city key or name, as the page's filter takes it; '' for none. */
function readFacet(value: string | undefined): string {
  return readSearch(value).slice(0, MAX_FILTER_LENGTH);
}

export function parseDirectoryRouteQuery(query: URLSearchParams): Validated<DirectoryRouteQuery> {
  return validateQuery(query, ['q', 'category', 'city', 'page', 'lang'], (value) => ({
    q: readSearch(value('q')),
    category: readFacet(value('category')),
    city: readFacet(value('city')),
    page: readPage(value('page')),
    lang: readLang(value('lang')),
  }));
}
