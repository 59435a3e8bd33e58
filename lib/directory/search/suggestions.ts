import type { Facet, ListingEntry } from '../listing-index';
import { tokenize } from './analyze';
import type { Suggestion, Suggestions } from './search-query';

/*
 * As-you-type suggestions out of an engine's best matches, the same for every engine: the
 * businesses whose name starts with what was typed first, then the other best matches, and the
 * categories and cities whose names start with it.
 */

/** Best matches a suggestion list is chosen from (two letters may match most of the directory). */
export const SUGGEST_CANDIDATES = 200;

export const noSuggestions = (): Suggestions => ({ businesses: [], categories: [], cities: [] });

/** Every word asked is the start of a word of the name ("boul" → "Boulangerie"). */
function startsWords(name: string, words: string[]): boolean {
  const own = tokenize(name);
  return words.every((word) => own.some((candidate) => candidate.startsWith(word)));
}

/**
 * `best`: the engine's best matches of `text`, every word a prefix, best first (at most
 * SUGGEST_CANDIDATES); `facets`: the directory's categories and cities.
 */
export function suggestionsOf(
  facets: { categories: readonly Facet[]; cities: readonly Facet[] },
  text: string,
  best: readonly Pick<ListingEntry, 'slug' | 'name'>[],
  limit: number,
): Suggestions {
  const words = tokenize(text);
  const matches = best.map((entry) => ({
    slug: entry.slug,
    name: entry.name,
    byName: startsWords(entry.name, words),
  }));
  const businesses = [
    ...matches.filter((match) => match.byName),
    ...matches.filter((match) => !match.byName),
  ]
    .slice(0, limit)
    .map(({ slug, name }) => ({ slug, name }));
  const named = (list: readonly Facet[]): Suggestion[] =>
    list
      .filter((facet) => startsWords(facet.name, words))
      .sort((a, b) => b.count - a.count)
      .slice(0, limit)
      .map(({ slug, name }) => ({ slug, name }));
  return { businesses, categories: named(facets.categories), cities: named(facets.cities) };
}
