/**
 * The URL segment of a category or a city: its name without accents, lower case, words joined
 * by hyphens ("Montréal" → "montreal", "Café & Bistro" → "cafe-bistro"). Names that differ only
 * by accents or case share a page, as they share a filter.
 */
export function facetSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}
