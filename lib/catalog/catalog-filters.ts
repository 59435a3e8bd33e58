import { CATALOG_ITEM_TYPES, type CatalogItemType } from '@/lib/urls/catalog-item-types';
import { MAX_SEARCH_LENGTH } from '@/lib/api-routes/query-params';
import { firstParam, parsePageNumber } from '@/lib/pages/query-params';

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

/**
 * The page's filters from its URL. A page forgives what a link got wrong: an unknown type is
 * ignored, an over-long search is cut, a bad page number is page 1.
 */
export function readCatalogFilters(searchParams: Record<string, SearchParamValue>): CatalogFilters {
  const type = firstParam(searchParams.type);
  return {
    page: parsePageNumber(searchParams.page),
    type: isCatalogItemType(type) ? type : null,
    q: firstParam(searchParams.q).slice(0, MAX_SEARCH_LENGTH).trim(),
  };
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
