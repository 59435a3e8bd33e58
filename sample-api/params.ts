import { CATALOG_ITEM_TYPES, LANGS, type CatalogItemType, type Lang } from './types';

/**
 * Query parameters of spec section 4.1. Each endpoint validates only the parameters it declares
 * and ignores any other (a stray `page` on /faq is not an error), the way lenient real APIs do.
 * A declared parameter with a bad value is a 400: the site must never be shown a silently
 * "corrected" page, or its own clamping would go untested.
 */

const DEFAULT_PAGE = 1;
const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 100;
/** Long enough for any real query; a cap keeps a hostile client from making search expensive. */
const MAX_SEARCH_LENGTH = 200;

export class ParameterError extends Error {}

function single(query: URLSearchParams, name: string): string | undefined {
  const values = query.getAll(name);
  if (values.length > 1)
    throw new ParameterError(`Query parameter "${name}" must be given at most once`);
  return values[0];
}

export function parseLang(query: URLSearchParams): Lang {
  const value = single(query, 'lang');
  if (value === undefined) return 'en';
  if ((LANGS as readonly string[]).includes(value)) return value as Lang;
  throw new ParameterError(`Query parameter "lang" must be one of: ${LANGS.join(', ')}`);
}

/** Digits only: "1.0", "1e2", " 2", "+3" and "0x10" are not integers a client should send. */
function parseInteger(
  query: URLSearchParams,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const value = single(query, name);
  if (value === undefined) return fallback;
  const parsed = /^\d{1,15}$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(parsed) || parsed < min || parsed > max) {
    const bound = max === Number.MAX_SAFE_INTEGER ? `>= ${min}` : `between ${min} and ${max}`;
    throw new ParameterError(`Query parameter "${name}" must be an integer ${bound}`);
  }
  return parsed;
}

export interface Paging {
  page: number;
  limit: number;
}

export function parsePaging(query: URLSearchParams): Paging {
  return {
    page: parseInteger(query, 'page', DEFAULT_PAGE, 1, Number.MAX_SAFE_INTEGER),
    limit: parseInteger(query, 'limit', DEFAULT_LIMIT, 1, MAX_LIMIT),
  };
}

export interface CatalogFilter {
  itemType: CatalogItemType | null;
  /** Trimmed; null when absent or blank (a blank search box means "no filter"). */
  search: string | null;
}

export function parseCatalogFilter(query: URLSearchParams): CatalogFilter {
  const itemType = single(query, 'itemType');
  if (itemType !== undefined && !(CATALOG_ITEM_TYPES as readonly string[]).includes(itemType)) {
    throw new ParameterError(
      `Query parameter "itemType" must be one of: ${CATALOG_ITEM_TYPES.join(', ')}`,
    );
  }
  const search = single(query, 'search')?.trim() ?? '';
  if (search.length > MAX_SEARCH_LENGTH) {
    throw new ParameterError(
      `Query parameter "search" must be at most ${MAX_SEARCH_LENGTH} characters`,
    );
  }
  return {
    itemType: (itemType as CatalogItemType | undefined) ?? null,
    search: search === '' ? null : search,
  };
}

export function pageOf<T>(items: readonly T[], paging: Paging): T[] {
  const start = (paging.page - 1) * paging.limit;
  return start >= items.length ? [] : items.slice(start, start + paging.limit);
}
