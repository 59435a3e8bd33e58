import type { CatalogItemType } from '@/lib/api';
import type { Locale } from '@/lib/i18n/routing';
import { CATALOG_QUERY } from '@/lib/catalog/catalog-filters';
import { langField, parseQuery, type Validated } from '@/lib/urls/query-params';

/** GET /api/businesses/{slug}/catalog?page=&type=&q=&lang= */
export interface CatalogRouteQuery {
  page: number;
  lang: Locale;
  type: CatalogItemType | null;
  /** Trimmed; '' for no search. */
  q: string;
}

export function parseCatalogRouteQuery(query: URLSearchParams): Validated<CatalogRouteQuery> {
  return parseQuery({ ...CATALOG_QUERY, lang: langField }, query);
}

export { catalogRouteUrl } from '@/lib/urls/section-route-urls';
