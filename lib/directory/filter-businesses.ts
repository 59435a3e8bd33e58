import { foldAccents } from '@/lib/text/slug';
import { readQuery } from '@/lib/urls/query-params';
import { choiceField, textField } from '@/lib/urls/query-fields';
import {
  categoryField,
  cityField,
  regionQueryField,
  verifiedField,
} from '@/lib/urls/shared-query-fields';
import { SEARCH_SORTS, type SearchSort } from './search/search-query';

/** The directory's search as a URL and a form hold it: text, filters and a chosen sort. */
export interface DirectoryFilters {
  q: string;
  category: string;
  city: string;
  /** A region's ISO 3166-2 code (CA-QC); '' for every region. */
  region: string;
  /** Only verified businesses. */
  verified: boolean;
  /** '' is the default: best match with a text, listing order without. */
  sort: SearchSort | '';
}

export const EMPTY_FILTERS: DirectoryFilters = {
  q: '',
  category: '',
  city: '',
  region: '',
  verified: false,
  sort: '',
};

/** The home page's filters, for its page and the search endpoint alike (lib/routes/search-query.ts). */
export const DIRECTORY_FILTER_QUERY = {
  q: textField('q', 'Free text'),
  category: categoryField,
  city: cityField,
  region: regionQueryField,
  verified: verifiedField,
  sort: choiceField('sort', SEARCH_SORTS, 'Order of the results'),
};

/** The query parameters of the filters in use, in a fixed order: `?q=…&sort=name`, never `?q=&city=`. */
export function filterParams(filters: DirectoryFilters): Record<string, string> {
  const params: Record<string, string> = {};
  for (const name of ['q', 'category', 'city', 'region'] as const)
    if (filters[name].trim()) params[name] = filters[name].trim();
  if (filters.verified) params.verified = 'true';
  if (filters.sort) params.sort = filters.sort;
  return params;
}

export function sameFilters(a: DirectoryFilters, b: DirectoryFilters): boolean {
  return (
    a.q === b.q &&
    a.category === b.category &&
    a.city === b.city &&
    a.region === b.region &&
    a.verified === b.verified &&
    a.sort === b.sort
  );
}

type SearchParamValue = string | string[] | undefined;

/** The filters a page reads from its URL: trimmed, an over-long value cut (it is only a filter). */
export function parseDirectoryFilters(params: Record<string, SearchParamValue>): DirectoryFilters {
  return readQuery(DIRECTORY_FILTER_QUERY, params);
}

/**
 * Case- and accent-insensitive form, so "montreal" finds "Montréal". Typographic quotes,
 * dashes and spaces become their ASCII forms, so "l’île" finds "l'ile", and so that the folded
 * text of the directory index stays one byte a character (V8 stores a string with any
 * character past U+00FF at two bytes a character).
 */
export function foldForSearch(value: string): string {
  return foldAccents(value)
    .replace(/[\u2018\u2019\u201a\u201b\u2032]/g, "'")
    .replace(/[\u201c\u201d\u201e\u2033]/g, '"')
    .replace(/[\u2010-\u2015]/g, '-')
    .replace(/[\u2000-\u200b\u202f\u205f]/g, ' ')
    .replace(/\u2026/g, '...')
    .toLowerCase();
}

export function hasActiveFilters(filters: DirectoryFilters): boolean {
  return Object.keys(filterParams(filters)).length > 0;
}
