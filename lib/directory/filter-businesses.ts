import { readQuery, textField } from '@/lib/urls/query-params';
export interface DirectoryFilters {
  q: string;
  category: string;
  city: string;
}

export const EMPTY_FILTERS: DirectoryFilters = { q: '', category: '', city: '' };

/** The home page's filters, for its page and its JSON endpoint alike (lib/routes/directory-query.ts). */
export const DIRECTORY_FILTER_QUERY = {
  q: textField('q'),
  category: textField('category'),
  city: textField('city'),
};

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
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019\u201a\u201b\u2032]/g, "'")
    .replace(/[\u201c\u201d\u201e\u2033]/g, '"')
    .replace(/[\u2010-\u2015]/g, '-')
    .replace(/[\u2000-\u200b\u202f\u205f]/g, ' ')
    .replace(/\u2026/g, '...')
    .toLowerCase();
}

export function hasActiveFilters(filters: DirectoryFilters): boolean {
  return Boolean(filters.q || filters.category || filters.city);
}
