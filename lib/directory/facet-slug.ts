import { slugify } from '@/lib/text/slug';

/**
 * The URL segment of a category or a city: the site's slug of its name, at most 80 characters
 * ("Montréal" → "montreal", "Café & Bistro" → "cafe-bistro"). Names that differ only by
 * accents or case share a page, as they share a filter.
 */
export function facetSlug(name: string): string {
  return slugify(name, 80);
}
