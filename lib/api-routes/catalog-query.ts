import type { CatalogItemType } from '@/lib/api/types';
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

/** The route handler's URL, as the client catalog calls it; empty filters are left out. */
export function catalogRouteUrl(slug: string, { page, lang, type, q }: CatalogRouteQuery): string {
  const query = new URLSearchParams({ page: String(page), lang });
  if (type) query.set('type', type);
  if (q) query.set('q', q);
  return `/api/businesses/${encodeURIComponent(slug)}/catalog?${query}`;
}
