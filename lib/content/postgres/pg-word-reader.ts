import type { Locale } from '@/lib/i18n/routing';
import { tokenize } from '@/lib/directory/search/analyze';
import { hasAlternatives, type WordAlternatives } from '../store/match-expression';
import { queryWords } from '../store/query-words';
import type { ReadWords } from '../store/word-reader';
import type { Queryable } from './pg-database';
import type { PgVocabulary } from './pg-vocabulary';

/*
 * What each word of a query matches, read as the embedded store reads it (store/word-reader.ts,
 * whose rules this follows step for step, over the database's vocabulary): its term when known,
 * the terms it starts when it is the last word (unless it is itself a common term), else its
 * closest known terms, and then the text is reported as respelled.
 */

export async function readWordsFrom(
  db: Queryable,
  vocabulary: PgVocabulary,
  locale: Locale,
  text: string,
  isCommon: (term: string) => Promise<boolean>,
): Promise<ReadWords> {
  const respelled = tokenize(text);
  let corrected = false;
  const alternatives: WordAlternatives[] = [];
  for (const word of queryWords(text)) {
    const found: WordAlternatives = { terms: [], prefixes: [] };
    if (word.term !== null && (await vocabulary.has(db, locale, word.term)))
      found.terms.push(word.term);
    const isWhole = found.terms.length > 0 && (await isCommon(found.terms[0]!));
    if (word.isPrefix && !isWhole && (await vocabulary.hasPrefix(db, locale, word.word)))
      found.prefixes.push(word.word);
    if (!hasAlternatives(found) && word.term !== null) {
      const closest = await vocabulary.closest(db, locale, word.term, word.tolerance);
      found.terms.push(...closest.map((correction) => correction.term));
      if (closest[0]) {
        respelled[word.position] = closest[0].word;
        corrected = true;
      }
    }
    alternatives.push(found);
  }
  return { alternatives, respelled: corrected ? respelled.join(' ') : null };
}
