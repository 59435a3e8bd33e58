import { CATALOG_ITEM_TYPES, type CatalogItemType } from './catalog-item-types';
import { isLocale, locales, type Locale } from '@/lib/i18n/routing';
import { REGION_CODES, resolveRegion } from '@/lib/places/region-names';

/*
 * Forgiving readers for the query strings of pages: a bad link (page=abc) is page 1, so a
 * reader never meets an error page for a typo. The strict readers below are for the site's
 * own route handlers, which code calls.
 */

type SearchParamValue = string | string[] | undefined;

export const MAX_PAGE_NUMBER = 10_000;

/** The first value of a query parameter, trimmed. */
export function firstParam(value: SearchParamValue): string {
  return ((Array.isArray(value) ? value[0] : value) ?? '').trim();
}

/**
 * A 1-based page number from the query: anything missing, malformed or below 1 is page 1, and
 * absurd values are clamped, so a bad link never becomes a bad upstream call.
 */
export function parsePageNumber(value: SearchParamValue): number {
  const text = firstParam(value);
  if (!/^\d{1,9}$/.test(text)) return 1;
  return Math.min(MAX_PAGE_NUMBER, Math.max(1, Number(text)));
}

/**
 * Strict readers for the query strings of the site's own route handlers. Unlike the pages,
 * which forgive a bad link (page=abc is page 1), a route handler is called by code: a bad
 * parameter is a bug worth a clear 400 rather than a silently different answer. Only the
 * parameters each handler declares are accepted, so nothing arbitrary reaches the API layer.
 */

export type Validated<T> = { ok: true; value: T } | { ok: false; error: string };

export const MAX_ROUTE_PAGE = MAX_PAGE_NUMBER;
/** Long enough for any real search; the catalog page caps its input at the same length. */
export const MAX_SEARCH_LENGTH = 200;

/** A strict reader's refusal: its message is the 400's. */
export class QueryParameterError extends Error {}

/**
 * One query parameter, declared once and read two ways: leniently by pages (a bad link is
 * forgiven: page=abc is page 1, an unknown type is no type) and strictly by the site's route
 * handlers (a bad value is a 400 naming the parameter). A page and the endpoint its island
 * calls read the same schema, so they can never disagree on what a value means.
 */
export interface QueryField<T> {
  lenient(raw: string | undefined): T;
  /** Throws QueryParameterError with the 400's message. */
  strict(raw: string | undefined): T;
}

export type QuerySchema = Record<string, QueryField<unknown>>;
export type QueryValues<S extends QuerySchema> = {
  [K in keyof S]: S[K] extends QueryField<infer T> ? T : never;
};

/** A page's reading of its query: the first value of each declared parameter, forgiven. */
export function readQuery<S extends QuerySchema>(
  schema: S,
  params: Record<string, SearchParamValue>,
): QueryValues<S> {
  const values: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(schema)) {
    const value = params[name];
    values[name] = field.lenient(Array.isArray(value) ? value[0] : value);
  }
  return values as QueryValues<S>;
}

/**
 * A route handler's reading of its query: only the declared parameters, each at most once and
 * valid; the first problem found becomes the 400's message.
 */
export function parseQuery<S extends QuerySchema>(
  schema: S,
  query: URLSearchParams,
): Validated<QueryValues<S>> {
  const allowed = Object.keys(schema);
  for (const name of new Set(query.keys())) {
    if (!allowed.includes(name)) {
      return {
        ok: false,
        error: `Unknown query parameter "${name.slice(0, 40)}"; allowed: ${allowed.join(', ')}.`,
      };
    }
  }
  const values: Record<string, unknown> = {};
  try {
    for (const [name, field] of Object.entries(schema)) {
      const given = query.getAll(name);
      if (given.length > 1)
        throw new QueryParameterError(`Query parameter "${name}" must be given at most once.`);
      values[name] = field.strict(given[0]);
    }
  } catch (error) {
    if (error instanceof QueryParameterError) return { ok: false, error: error.message };
    throw error;
  }
  return { ok: true, value: values as QueryValues<S> };
}

/** Digits only, 1..10000; absent is page 1. Strictly, "01", "1.0", "1e2", "+1" and " 1" are refused. */
export const pageField: QueryField<number> = {
  lenient: (raw) => parsePageNumber(raw),
  strict(raw) {
    if (raw === undefined) return 1;
    const page = /^[1-9]\d{0,4}$/.test(raw) ? Number(raw) : NaN;
    if (!(page >= 1 && page <= MAX_ROUTE_PAGE)) {
      throw new QueryParameterError(
        `Query parameter "page" must be an integer between 1 and ${MAX_ROUTE_PAGE}.`,
      );
    }
    return page;
  },
};

/** en or fr; absent is English, the API's own default. */
export const langField: QueryField<Locale> = {
  lenient: (raw) => (raw !== undefined && isLocale(raw) ? raw : 'en'),
  strict(raw) {
    if (raw === undefined) return 'en';
    if (!isLocale(raw))
      throw new QueryParameterError(
        `Query parameter "lang" must be one of: ${locales.join(', ')}.`,
      );
    return raw;
  },
};

const isItemType = (value: string): value is CatalogItemType =>
  (CATALOG_ITEM_TYPES as readonly string[]).includes(value);

/** One of the six item types; absent or empty means every type (leniently, so does any other). */
export const itemTypeField: QueryField<CatalogItemType | null> = {
  lenient: (raw) => {
    const value = (raw ?? '').trim();
    return isItemType(value) ? value : null;
  },
  strict(raw) {
    if (raw === undefined || raw === '') return null;
    if (!isItemType(raw)) {
      throw new QueryParameterError(
        `Query parameter "type" must be one of: ${CATALOG_ITEM_TYPES.join(', ')}.`,
      );
    }
    return raw;
  },
};

/**
 * Free text (a search, a category or city key or name), trimmed, '' for none. Leniently an
 * over-long text is cut; strictly it is refused.
 */
export function textField(name: string): QueryField<string> {
  return {
    lenient: (raw) => (raw ?? '').trim().slice(0, MAX_SEARCH_LENGTH).trim(),
    strict(raw) {
      const text = (raw ?? '').trim();
      if (text.length > MAX_SEARCH_LENGTH) {
        throw new QueryParameterError(
          `Query parameter "${name}" must be at most ${MAX_SEARCH_LENGTH} characters.`,
        );
      }
      return text;
    },
  };
}

/**
 * One of a few words, '' for none. Leniently any other value is none (a stale link still
 * opens); strictly it is refused, naming the words allowed.
 */
export function choiceField<T extends string>(
  name: string,
  choices: readonly T[],
): QueryField<T | ''> {
  const isChoice = (value: string): value is T => (choices as readonly string[]).includes(value);
  return {
    lenient: (raw) => {
      const value = (raw ?? '').trim();
      return isChoice(value) ? value : '';
    },
    strict(raw) {
      if (raw === undefined || raw === '') return '';
      if (!isChoice(raw)) {
        throw new QueryParameterError(
          `Query parameter "${name}" must be one of: ${choices.join(', ')}.`,
        );
      }
      return raw;
    },
  };
}

/**
 * A region: an ISO 3166-2 code of a Canadian province or territory or a US state, in any case,
 * or its name in English or French, read as its code; '' for none. Leniently a value that names
 * no region is kept as written (it then matches nothing, as an unknown category does); strictly
 * it is refused, naming the codes.
 */
export function regionField(name: string): QueryField<string> {
  return {
    lenient: (raw) => {
      const text = (raw ?? '').trim().slice(0, MAX_SEARCH_LENGTH);
      return text === '' ? '' : (resolveRegion(text) ?? text);
    },
    strict(raw) {
      const text = (raw ?? '').trim();
      if (text === '') return '';
      const code = text.length <= MAX_SEARCH_LENGTH ? resolveRegion(text) : null;
      if (code === null) {
        throw new QueryParameterError(
          `Query parameter "${name}" names no region; use an ISO 3166-2 code, one of: ${REGION_CODES.join(', ')}.`,
        );
      }
      return code;
    },
  };
}

/** Whether a flag is on: `true` or `1`; leniently anything else is off, strictly only `false`/`0`. */
export function flagField(name: string): QueryField<boolean> {
  return {
    lenient: (raw) => raw === 'true' || raw === '1',
    strict(raw) {
      if (raw === undefined || raw === '' || raw === 'false' || raw === '0') return false;
      if (raw === 'true' || raw === '1') return true;
      throw new QueryParameterError(`Query parameter "${name}" must be true or false.`);
    },
  };
}

/** A whole number from 1 to `max`, `fallback` when absent; leniently clamped, strictly refused. */
export function countField(name: string, max: number, fallback: number): QueryField<number> {
  return {
    lenient(raw) {
      const text = (raw ?? '').trim();
      if (!/^\d{1,6}$/.test(text)) return fallback;
      return Math.min(max, Math.max(1, Number(text)));
    },
    strict(raw) {
      if (raw === undefined) return fallback;
      const value = /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : NaN;
      if (!(value >= 1 && value <= max)) {
        throw new QueryParameterError(
          `Query parameter "${name}" must be an integer between 1 and ${max}.`,
        );
      }
      return value;
    },
  };
}
