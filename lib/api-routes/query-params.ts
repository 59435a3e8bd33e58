import { CATALOG_ITEM_TYPES, type CatalogItemType } from '@/lib/urls/catalog-item-types';
import { isLocale, locales, type Locale } from '@/lib/i18n/routing';

/**
 * Strict readers for the query strings of the site's own route handlers. Unlike the pages,
 * which forgive a bad link (page=abc is page 1), a route handler is called by code: a bad
 * parameter is a bug worth a clear 400 rather than a silently different answer. Only the
 * parameters each handler declares are accepted, so nothing arbitrary reaches the API layer.
 */

export type Validated<T> = { ok: true; value: T } | { ok: false; error: string };

export const MAX_ROUTE_PAGE = 10_000;
/** Long enough for any real search; the catalog page caps its input at the same length. */
export const MAX_SEARCH_LENGTH = 200;

class QueryParameterError extends Error {}

/** Runs the readers; the first problem found becomes the 400's message. */
export function validateQuery<T>(
  query: URLSearchParams,
  allowed: readonly string[],
  read: (value: (name: string) => string | undefined) => T,
): Validated<T> {
  for (const name of new Set(query.keys())) {
    if (!allowed.includes(name)) {
      return {
        ok: false,
        error: `Unknown query parameter "${name.slice(0, 40)}"; allowed: ${allowed.join(', ')}.`,
      };
    }
  }
  const single = (name: string): string | undefined => {
    const values = query.getAll(name);
    if (values.length > 1)
      throw new QueryParameterError(`Query parameter "${name}" must be given at most once.`);
    return values[0];
  };
  try {
    return { ok: true, value: read(single) };
  } catch (error) {
    if (error instanceof QueryParameterError) return { ok: false, error: error.message };
    throw error;
  }
}

/** Digits only, 1..10000; absent is page 1. "01", "1.0", "1e2", "+1" and " 1" are refused. */
export function readPage(value: string | undefined): number {
  if (value === undefined) return 1;
  const page = /^[1-9]\d{0,4}$/.test(value) ? Number(value) : NaN;
  if (!(page >= 1 && page <= MAX_ROUTE_PAGE)) {
    throw new QueryParameterError(
      `Query parameter "page" must be an integer between 1 and ${MAX_ROUTE_PAGE}.`,
    );
  }
  return page;
}

/** en or fr; absent is English, the API's own default. */
export function readLang(value: string | undefined): Locale {
  if (value === undefined) return 'en';
  if (!isLocale(value))
    throw new QueryParameterError(`Query parameter "lang" must be one of: ${locales.join(', ')}.`);
  return value;
}

/** One of the six item types; absent or empty means every type. */
export function readItemType(value: string | undefined): CatalogItemType | null {
  if (value === undefined || value === '') return null;
  if (!(CATALOG_ITEM_TYPES as readonly string[]).includes(value)) {
    throw new QueryParameterError(
      `Query parameter "type" must be one of: ${CATALOG_ITEM_TYPES.join(', ')}.`,
    );
  }
  return value as CatalogItemType;
}

/** Trimmed search text, '' for none; longer than MAX_SEARCH_LENGTH is refused, not cut. */
export function readSearch(value: string | undefined): string {
  const search = (value ?? '').trim();
  if (search.length > MAX_SEARCH_LENGTH) {
    throw new QueryParameterError(
      `Query parameter "q" must be at most ${MAX_SEARCH_LENGTH} characters.`,
    );
  }
  return search;
}
