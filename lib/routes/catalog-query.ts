import type { Locale } from '@/lib/i18n/routing';
import { CATALOG_QUERY, type CatalogFilters } from '@/lib/catalog/catalog-filters';
import { parseQuery, type Validated } from '@/lib/urls/query-params';
import { langField } from '@/lib/urls/query-fields';

/** GET /api/businesses/{slug}/catalog?page=&type=&q=&sort=&instock=&tag=&lang= */
export interface CatalogRouteQuery extends CatalogFilters {
  lang: Locale;
}

/** The query the catalog's endpoint reads, and its OpenAPI document describes. */
export const CATALOG_ROUTE_QUERY = { ...CATALOG_QUERY, lang: langField };

export function parseCatalogRouteQuery(query: URLSearchParams): Validated<CatalogRouteQuery> {
  return parseQuery(CATALOG_ROUTE_QUERY, query);
}
