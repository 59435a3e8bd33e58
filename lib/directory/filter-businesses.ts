export interface DirectoryFilters {
  q: string;
  category: string;
  city: string;
}

export const EMPTY_FILTERS: DirectoryFilters = { q: '', category: '', city: '' };

/** Longest filter value we act on; longer input is cut, not rejected (it is only a filter). */
export const MAX_FILTER_LENGTH = 200;

type SearchParamValue = string | string[] | undefined;

function firstValue(value: SearchParamValue): string {
  const first = Array.isArray(value) ? value[0] : value;
  return (first ?? '').trim().slice(0, MAX_FILTER_LENGTH);
}

export function parseDirectoryFilters(params: Record<string, SearchParamValue>): DirectoryFilters {
  return {
    q: firstValue(params.q),
    category: firstValue(params.category),
    city: firstValue(params.city),
  };
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
