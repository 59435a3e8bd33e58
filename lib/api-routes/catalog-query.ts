import type { CatalogItemType } from '@/lib/api';
import type { Locale } from '@/lib/i18n/routing';
import {
  readItemType,
  readLang,
  readPage,
  readSearch,
  validateQuery,
  type Validated,
} from './query-params';

/** GET /api/businesses/{slug}/catalog?page=&type=&q=&lang= */
export interface CatalogRouteQuery {
  page: number;
  lang: Locale;
  type: CatalogItemType | null;
  /** Trimmed; '' for no search. */
  q: string;
}

export function parseCatalogRouteQuery(query: URLSearchParams): Validated<CatalogRouteQuery> {
  return validateQuery(query, ['page', 'lang', 'type', 'q'], (value) => ({
    page: readPage(value('page')),
    lang: readLang(value('lang')),
    type: readItemType(value('type')),
    q: readSearch(value('q')),
  }));
}

export { catalogRouteUrl } from '@/lib/urls/section-route-urls';
