import { tokenize } from '@/lib/directory/search/analyze';
import type { Locale } from '@/lib/i18n/routing';
import { hasAlternatives, type WordAlternatives } from './match-expression';
import { queryWords } from './query-words';
import type { Vocabulary } from './vocabulary';

/*
 * What each word of a query matches in one language's index: its term when the vocabulary
 * knows it, the terms it starts when it is the last word, else its closest known terms (the
 * text is then reported as respelled, in the words those terms were read from). A last word
 * that is itself a common term is taken as typed: its longer words would add little, and
 * expanding a prefix costs a read of every posting of every term it starts.
 */

export interface ReadWords {
  alternatives: WordAlternatives[];
  respelled: string | null;
}

export function readWords(
  vocabulary: Vocabulary,
  locale: Locale,
  text: string,
  isCommon: (term: string) => boolean,
): ReadWords {
  const respelled = tokenize(text);
  let corrected = false;
  const alternatives = queryWords(text).map((word) => {
    const found: WordAlternatives = { terms: [], prefixes: [] };
    if (word.term !== null && vocabulary.has(locale, word.term)) found.terms.push(word.term);
    const isWhole = found.terms.length > 0 && isCommon(found.terms[0]!);
    if (word.isPrefix && !isWhole && vocabulary.hasPrefix(locale, word.word))
      found.prefixes.push(word.word);
    if (!hasAlternatives(found) && word.term !== null) {
      const closest = vocabulary.closest(locale, word.term, word.tolerance);
      found.terms.push(...closest.map((correction) => correction.term));
      if (closest[0]) {
        respelled[word.position] = closest[0].word;
        corrected = true;
      }
    }
    return found;
  });
  return { alternatives, respelled: corrected ? respelled.join(' ') : null };
}
