import { isLocale, locales, type Locale } from '@/lib/i18n/routing';
import { REGION_CODES, resolveRegion } from '@/lib/places/region-names';
import { CATALOG_ITEM_TYPES, type CatalogItemType } from './catalog-item-types';
import {
  MAX_PAGE_NUMBER,
  MAX_SEARCH_LENGTH,
  parsePageNumber,
  QueryParameterError,
  type QueryField,
} from './query-params';

/*
 * The kinds of query parameter the site's query schemas are made of (query-params.ts reads a
 * schema): each kind is read leniently by pages and strictly by route handlers, and carries
 * its declaration (a zod schema and a description) for the OpenAPI document and the MCP tools.
 */

/** Digits only, 1..10000; absent is page 1. Strictly, "01", "1.0", "1e2", "+1" and " 1" are refused. */
export const pageField: QueryField<number> = {
  declaration: {
    type: 'integer',
    description: 'Page number, from 1',
    minimum: 1,
    maximum: MAX_PAGE_NUMBER,
    default: 1,
  },
  lenient: (raw) => parsePageNumber(raw),
  strict(raw) {
    if (raw === undefined) return 1;
    const page = /^[1-9]\d{0,4}$/.test(raw) ? Number(raw) : NaN;
    if (!(page >= 1 && page <= MAX_PAGE_NUMBER)) {
      throw new QueryParameterError(
        `Query parameter "page" must be an integer between 1 and ${MAX_PAGE_NUMBER}.`,
      );
    }
    return page;
  },
};

/** en or fr; absent is English, the API's own default. */
export const langField: QueryField<Locale> = {
  declaration: {
    type: 'string',
    description: 'Language of the answer',
    enum: locales,
    default: 'en',
  },
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
  declaration: { type: 'string', description: 'One item type', enum: CATALOG_ITEM_TYPES },
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
export function textField(name: string, description: string): QueryField<string> {
  return {
    declaration: { type: 'string', description, maxLength: MAX_SEARCH_LENGTH },
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
  choices: readonly [T, ...T[]],
  description: string,
): QueryField<T | ''> {
  const isChoice = (value: string): value is T => (choices as readonly string[]).includes(value);
  return {
    declaration: { type: 'string', description, enum: choices },
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
    declaration: {
      type: 'string',
      description:
        'A province, territory or state: its ISO 3166-2 code (CA-QC, US-NY) or its name in English or French; one that names no region is a 400 listing the codes',
      maxLength: MAX_SEARCH_LENGTH,
      examples: ['CA-QC', 'US-NY'],
    },
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
export function flagField(name: string, description: string): QueryField<boolean> {
  return {
    declaration: { type: 'string', description, enum: ['true', 'false', '1', '0'] },
    lenient: (raw) => raw === 'true' || raw === '1',
    strict(raw) {
      if (raw === undefined || raw === '' || raw === 'false' || raw === '0') return false;
      if (raw === 'true' || raw === '1') return true;
      throw new QueryParameterError(`Query parameter "${name}" must be true or false.`);
    },
  };
}

/** A whole number from 1 to `max`, `fallback` when absent; leniently clamped, strictly refused. */
export function countField(
  name: string,
  max: number,
  fallback: number,
  description: string,
): QueryField<number> {
  return {
    declaration: { type: 'integer', description, minimum: 1, maximum: max, default: fallback },
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
