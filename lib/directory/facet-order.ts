import type { Facet } from './listing-index';

/**
 * Facets in the order every list of them shows: by name for the locale (accents and case
 * aside), then by slug, so that two names the collator finds equal keep one order. The index
 * sorts its facets so, and so does a stored directory after reading its facets.
 */
export function sortedFacets(facets: Facet[], locale: string): Facet[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  return facets.sort((a, b) => collator.compare(a.name, b.name) || (a.slug < b.slug ? -1 : 1));
}
