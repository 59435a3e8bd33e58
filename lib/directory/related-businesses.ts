import { directoryCard, type DirectoryCard } from './directory-cards';
import { facetSlug } from './facet-slug';
import type { DirectoryIndex } from './listing-index';

/** How many neighbours a profile links. */
export const RELATED_LIMIT = 6;

/**
 * The businesses a profile suggests, from the in-memory index (no upstream call): those of the
 * same category in one of its cities first, then the rest of its category, each group in
 * listing order; never the business itself. None for a business without a category or one
 * the index does not hold (yet).
 */
export function relatedBusinesses(
  index: DirectoryIndex,
  slug: string,
  limit = RELATED_LIMIT,
): DirectoryCard[] {
  const self = index.entries.find((entry) => entry.slug === slug);
  if (!self || !self.categorySlug) return [];
  const sameCategory = (index.byCategory.get(self.categorySlug) ?? []).filter(
    (position) => index.entries[position]?.slug !== slug,
  );
  const ownCities = new Set(self.cities.map(facetSlug));
  const sharesCity = (position: number) =>
    (index.entries[position]?.cities ?? []).some((city) => ownCities.has(facetSlug(city)));
  const ordered = [
    ...sameCategory.filter(sharesCity),
    ...sameCategory.filter((position) => !sharesCity(position)),
  ];
  return ordered.slice(0, limit).flatMap((position) => {
    const entry = index.entries[position];
    return entry ? [directoryCard(entry)] : [];
  });
}
