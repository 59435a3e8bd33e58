import type { Business } from '@/lib/api/types';

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
  return { q: firstValue(params.q), category: firstValue(params.category), city: firstValue(params.city) };
}

/** Case- and accent-insensitive form, so "montreal" finds "Montréal". */
export function foldForSearch(value: string): string {
  return value.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

function searchableText(business: Business): string {
  return foldForSearch(
    [
      business.name,
      business.description,
      business.category,
      ...business.tags,
      ...business.areas,
      ...business.businessTypes.map((type) => type.label),
      ...business.locations.flatMap((location) => [location.city, location.address]),
    ].join(' \u0000 '),
  );
}

/** Businesses matching every filter: all words of q somewhere, exact category, exact city. */
export function filterBusinesses(businesses: Business[], filters: DirectoryFilters): Business[] {
  const words = foldForSearch(filters.q).split(/\s+/).filter(Boolean);
  const category = foldForSearch(filters.category);
  const city = foldForSearch(filters.city);
  return businesses.filter((business) => {
    if (category && foldForSearch(business.category) !== category) return false;
    if (city && !business.locations.some((location) => foldForSearch(location.city) === city)) {
      return false;
    }
    if (words.length === 0) return true;
    const haystack = searchableText(business);
    return words.every((word) => haystack.includes(word));
  });
}

export interface DirectoryFacets {
  categories: string[];
  cities: string[];
}

/** The categories and cities present in the listing, sorted for the reader's language. */
export function directoryFacets(businesses: Business[], locale: string): DirectoryFacets {
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  const categories = new Set<string>();
  const cities = new Set<string>();
  for (const business of businesses) {
    if (business.category) categories.add(business.category);
    for (const location of business.locations) if (location.city) cities.add(location.city);
  }
  return {
    categories: [...categories].sort(collator.compare),
    cities: [...cities].sort(collator.compare),
  };
}

export function hasActiveFilters(filters: DirectoryFilters): boolean {
  return Boolean(filters.q || filters.category || filters.city);
}
