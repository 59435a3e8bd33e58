import type { SearchDocument, SearchField } from './search-documents';

/*
 * The full-text part of an embedded engine: which businesses (by position in the listing
 * index) a text matches, and how well. Filters, facets, sorts and pages are the engine's.
 */

/** Name above category and tags above description above body; the other language lower. */
export const FIELD_BOOSTS: Record<SearchField, number> = {
  name: 6,
  /** Category, business types and tags. */
  about: 3.5,
  /** Name, category and types in the other language. */
  twin: 3,
  places: 2,
  description: 1.5,
  /** Addresses and the start of the Markdown body. */
  more: 1,
};

/** How much a prefix or a fuzzy match weighs against an exact one: exact above prefix above fuzzy. */
export const MATCH_WEIGHTS = { prefix: 0.5, fuzzy: 0.3 };

export interface TextMatch {
  position: number;
  score: number;
}

export interface MatchOptions {
  /** Loose: any word instead of all, more typos allowed (the closest matches of an empty result). */
  loose?: boolean;
  /** Every word as a prefix (suggestions), not only the last. */
  allPrefixes?: boolean;
  filter?: (position: number) => boolean;
}

export interface TextMatcher {
  add(document: SearchDocument): void;
  /** After the last add, before the first match. */
  seal(): void;
  /** Best first; equal scores in listing order. */
  match(text: string, options?: MatchOptions): TextMatch[];
  /** The text respelled with words the index knows, or null (optional: "did you mean"). */
  spell?(text: string): string | null;
}
