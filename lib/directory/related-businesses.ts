import { facetSlug } from './facet-slug';
import type { DirectoryIndex, Facet, ListingEntry } from './listing-index';
import { searchTerms } from './search/analyze';

/** How many neighbours a profile links. */
export const RELATED_LIMIT = 6;

/** The words a category's name is made of, as search reads them (folded, singular). */
function categoryWords(name: string): Set<string> {
  return new Set(searchTerms(name));
}

/**
 * The other categories, nearest first: those whose names share the most words with this one's
 * (Dental clinic, Clinic), then the largest; a category's neighbours are then the businesses
 * of the nearest categories. Reads the category list, not every business, so it costs the same
 * on a directory of any size.
 */
export function nearestCategories(
  categories: readonly Facet[],
  own: Pick<ListingEntry, 'category' | 'categorySlug'>,
): string[] {
  const ownWords = categoryWords(own.category);
  const shared = (name: string) =>
    [...categoryWords(name)].filter((word) => ownWords.has(word)).length;
  return categories
    .filter((facet) => facet.slug !== own.categorySlug)
    .map((facet) => ({ slug: facet.slug, shared: shared(facet.name), count: facet.count }))
    .sort((a, b) => b.shared - a.shared || b.count - a.count)
    .map((facet) => facet.slug);
}

/**
 * The businesses a profile suggests, from the in-memory index (no upstream call): those of the
 * same category in one of its cities first, then the rest of its category, then the other
 * businesses of its cities, then those of the nearest categories, each group in listing order;
 * never the business itself. So a profile of a small directory, where a category may hold one
 * business, still has neighbours. None for a business the index does not hold (yet).
 */
export function relatedBusinesses(
  index: DirectoryIndex,
  slug: string,
  limit = RELATED_LIMIT,
): ListingEntry[] {
  const self = index.entries.find((entry) => entry.slug === slug);
  if (!self) return [];
  const ownCities = new Set(self.cities.map(facetSlug));
  const sharesCity = (position: number) =>
    (index.entries[position]?.cities ?? []).some((city) => ownCities.has(facetSlug(city)));
  const sameCategory = self.categorySlug ? (index.byCategory.get(self.categorySlug) ?? []) : [];
  const picked = new Set<number>();
  const take = (positions: Iterable<number>) => {
    for (const position of positions) {
      if (picked.size >= limit) return;
      if (index.entries[position]?.slug !== slug) picked.add(position);
    }
  };
  take(sameCategory.filter(sharesCity));
  take(sameCategory);
  for (const city of ownCities) take(index.byCity.get(city) ?? []);
  for (const category of nearestCategories(index.categories, self)) {
    if (picked.size >= limit) break;
    take(index.byCategory.get(category) ?? []);
  }
  return [...picked].flatMap((position) => {
    const entry = index.entries[position];
    return entry ? [entry] : [];
  });
}
