import type { DirectoryFilters } from './filter-businesses';

interface Named {
  slug: string;
  name: string;
}

/** The words of one language a summary is made of. */
export interface SummaryWords {
  quoted(text: string): string;
  verifiedOnly: string;
}

/**
 * What a search asks, in a few words, for its title: `“bakery” · Bakery · Ottawa`. Categories,
 * cities and regions by their names in the page's language (a value naming none is shown as
 * given).
 */
export function searchSummary(
  filters: DirectoryFilters,
  names: { categories: readonly Named[]; cities: readonly Named[]; regions?: readonly Named[] },
  words: SummaryWords,
): string {
  const nameOf = (facets: readonly Named[], slug: string) =>
    facets.find((facet) => facet.slug === slug)?.name ?? slug;
  return [
    filters.q ? words.quoted(filters.q) : '',
    filters.category ? nameOf(names.categories, filters.category) : '',
    filters.city ? nameOf(names.cities, filters.city) : '',
    filters.region ? nameOf(names.regions ?? [], filters.region) : '',
    filters.verified ? words.verifiedOnly : '',
  ]
    .filter(Boolean)
    .join(' · ');
}
