import { SEARCH_DOCUMENT_FIELDS } from '@/lib/directory/search/search-documents';
import { FIELD_BOOSTS } from '@/lib/directory/search/text-matcher';
import { quotedLexeme } from '../entry-rows';
import type { SqlParams } from '../sql-params';

/*
 * The embedded engine's score of a row, in SQL: for each word of the query, the best of its
 * candidate terms the row holds (weight × IDF × the boost of the field holding it, rounded to a
 * 32-bit float as the engine's arrays round it), summed in the words' order in 32-bit floats.
 *
 * A row's tsvector says where each term was read by its position: an anchor lexeme at 1, then
 * each field at its own place (the name at 2 … addresses and body at 7), so "this term in that
 * field" is one phrase test (`'~' <2> 'term'`), no read of the row's terms. A word with few
 * candidates is scored by testing its (term, field) pairs best first, the first that holds
 * giving its score; a word with many (a short prefix) by reading the row's terms among them.
 */

/** A lexeme no analyzed word can be (analyze.ts keeps letters and digits): the fields' origin. */
export const FIELD_ANCHOR = '~';

/** Where a field's terms sit in a row's tsvector (SEARCH_DOCUMENT_FIELDS order, from 0). */
export function fieldPosition(field: number): number {
  return field + 2;
}

/** One query word: its candidate terms and each one's weight × IDF. */
export interface WordCandidates {
  terms: readonly string[];
  values: readonly number[];
}

/** Past this many candidates, testing every (term, field) pair costs more than reading terms. */
const PAIRS_UP_TO = 4;

const BOOSTS = SEARCH_DOCUMENT_FIELDS.map((field) => FIELD_BOOSTS[field]);

/** The word's score as the first of its (term, field) pairs, best first, that the row holds. */
function byPairs(word: WordCandidates, params: SqlParams): string {
  const pairs = word.terms.flatMap((term, at) =>
    BOOSTS.map((boost, field) => ({
      holds: `${quotedLexeme(FIELD_ANCHOR)} <${fieldPosition(field) - 1}> ${quotedLexeme(term)}`,
      score: word.values[at]! * boost,
    })),
  );
  pairs.sort((a, b) => b.score - a.score);
  const cases = pairs.map(
    (pair) =>
      `WHEN terms @@ ${params.add(pair.holds, '::tsquery')} THEN ${params.add(pair.score)}::float8::real`,
  );
  return `(CASE ${cases.join(' ')} ELSE 0::real END)`;
}

/** The word's score from the row's terms among its candidates, each at its field's boost. */
function byTerms(word: WordCandidates, params: SqlParams): string {
  const terms = params.add(word.terms, '::text[]');
  const boosts = params.add(BOOSTS, '::float8[]');
  return `COALESCE((SELECT max(c.value * (${boosts})[u.positions[1] - 1])::real
      FROM unnest(ts_delete(terms, tsvector_to_array(ts_delete(terms, ${terms})))) AS u
      JOIN unnest(${terms}, ${params.add(word.values, '::float8[]')}) AS c(term, value)
        ON c.term = u.lexeme), 0::real)`;
}

/** A row's score over its column `terms`; the words in their order, none: 0. */
export function scoreOf(words: readonly WordCandidates[], params: SqlParams): string {
  if (words.length === 0) return '0::real';
  const scored = words.map((word) =>
    word.terms.length <= PAIRS_UP_TO ? byPairs(word, params) : byTerms(word, params),
  );
  return `(${scored.join(' + ')})`;
}
