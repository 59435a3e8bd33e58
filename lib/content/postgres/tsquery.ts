import type { WordAlternatives } from '../store/match-expression';
import { quotedLexeme } from './entry-rows';

/*
 * tsquery text, built only from terms this code made (analyze.ts: letters and digits), each
 * quoted, and sent as a parameter cast to tsquery (no parser, no configuration: the lexemes are
 * taken verbatim, as the stored tsvectors were written). Nothing a user types is ever read as
 * query syntax. Weights narrow a word to where it was read: A the title, B tags and the other
 * language's title.
 */

export type WeightMask = '' | 'A' | 'AB';

function wordQuery(word: WordAlternatives, weights: WeightMask): string {
  const parts = [
    ...word.terms.map((term) => `${quotedLexeme(term)}${weights ? `:${weights}` : ''}`),
    ...word.prefixes.map((prefix) => `${quotedLexeme(prefix)}:*${weights}`),
  ];
  return parts.length === 1 ? parts[0]! : `(${parts.join(' | ')})`;
}

/** Entries holding every word (where `weights` says, when given). */
export function everyWordQuery(
  words: readonly WordAlternatives[],
  weights: WeightMask = '',
): string {
  return words.map((word) => wordQuery(word, weights)).join(' & ');
}

/** Entries holding any of the words. */
export function anyWordQuery(words: readonly WordAlternatives[]): string {
  return words.map((word) => wordQuery(word, '')).join(' | ');
}

/** One word alone. */
export function oneWordQuery(word: WordAlternatives): string {
  return wordQuery(word, '');
}
