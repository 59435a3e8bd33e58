import { CATALOG_ITEM_TYPES, type CatalogItemType } from '@/lib/urls/catalog-item-types';
import { itemTypeField, pageField, readQuery, textField } from '@/lib/urls/query-params';

type SearchParamValue = string | string[] | undefined;

/** What the catalog page shows: a page of items, maybe of one type, maybe matching a search. */
export interface CatalogFilters {
  page: number;
  type: CatalogItemType | null;
  /** Trimmed, at most MAX_SEARCH_LENGTH characters; '' for no search. */
  q: string;
}

export function isCatalogItemType(value: string): value is CatalogItemType {
  return (CATALOG_ITEM_TYPES as readonly string[]).includes(value);
}

/** The catalog's query, for its page and its JSON endpoint alike (lib/routes/catalog-query.ts). */
export const CATALOG_QUERY = { page: pageField, type: itemTypeField, q: textField('q') };

/**
 * The page's filters from its URL. A page forgives what a link got wrong: an unknown type is
 * ignored, an over-long search is cut, a bad page number is page 1.
 */
export function readCatalogFilters(searchParams: Record<string, SearchParamValue>): CatalogFilters {
  return readQuery(CATALOG_QUERY, searchParams);
}

/** The filters as page-link query parameters (without `page`), empty ones left out. */
export function catalogFilterQuery({
  type,
  q,
}: Pick<CatalogFilters, 'type' | 'q'>): Record<string, string> {
  const query: Record<string, string> = {};
  if (type) query.type = type;
  if (q) query.q = q;
  return query;
}
