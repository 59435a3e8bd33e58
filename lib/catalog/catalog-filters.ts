import type { CatalogItemType } from '@/lib/urls/catalog-item-types';
import { readQuery } from '@/lib/urls/query-params';
import {
  choiceField,
  flagField,
  itemTypeField,
  pageField,
  textField,
} from '@/lib/urls/query-fields';

type SearchParamValue = string | string[] | undefined;

/** How a reader may order the catalog; none given is the catalog's own order. */
export const CATALOG_SORTS = ['price-asc', 'price-desc', 'name'] as const;
export type CatalogSort = (typeof CATALOG_SORTS)[number];

/**
 * What the catalog page shows: a page of items, maybe of one type, maybe matching a search,
 * maybe only those in stock or with a tag, maybe sorted.
 */
export interface CatalogFilters {
  page: number;
  type: CatalogItemType | null;
  /** Trimmed, at most MAX_SEARCH_LENGTH characters; '' for no search. */
  q: string;
  /** '' is the catalog's own order. */
  sort: CatalogSort | '';
  /** Only items available now (not unavailable, ended or expired). */
  instock: boolean;
  /** One of the items' tags, '' for any. */
  tag: string;
}

/** The catalog's query, for its page and its JSON endpoint alike (lib/routes/catalog-query.ts). */
export const CATALOG_QUERY = {
  page: pageField,
  type: itemTypeField,
  q: textField('q', 'Words in the label or description'),
  sort: choiceField('sort', CATALOG_SORTS, 'Order of the items (default: the catalog’s own)'),
  instock: flagField('instock', 'Only items available now'),
  tag: textField('tag', 'One of the items’ tags'),
};

/** No filter at all: the whole catalog in its own order. */
export const NO_CATALOG_FILTERS: Omit<CatalogFilters, 'page'> = {
  type: null,
  q: '',
  sort: '',
  instock: false,
  tag: '',
};

/**
 * The page's filters from its URL. A page forgives what a link got wrong: an unknown type or
 * sort is ignored, an over-long search is cut, a bad page number is page 1.
 */
export function readCatalogFilters(searchParams: Record<string, SearchParamValue>): CatalogFilters {
  return readQuery(CATALOG_QUERY, searchParams);
}

/** Whether the API alone answers these filters (type and search are its own parameters). */
export function filtersTheApiAnswers({
  sort,
  instock,
  tag,
}: Pick<CatalogFilters, 'sort' | 'instock' | 'tag'>): boolean {
  return sort === '' && !instock && tag === '';
}

/** The filters as page-link query parameters (without `page`), empty ones left out. */
export function catalogFilterQuery({
  type,
  q,
  sort = '',
  instock = false,
  tag = '',
}: Pick<CatalogFilters, 'type' | 'q'> &
  Partial<Pick<CatalogFilters, 'sort' | 'instock' | 'tag'>>): Record<string, string> {
  const query: Record<string, string> = {};
  if (type) query.type = type;
  if (q) query.q = q;
  if (sort) query.sort = sort;
  if (instock) query.instock = 'true';
  if (tag) query.tag = tag;
  return query;
}
