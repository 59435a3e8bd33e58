import { searchTerm, tokenize, typoTolerance } from '@/lib/directory/search/analyze';

/*
 * What a query's text asks for, word by word, read exactly as indexed text is
 * (lib/directory/search/analyze.ts): folded, stemmed, stop words dropped, except that the last
 * word is also a prefix, since it may still be being typed.
 */

export interface QueryWord {
  /** Its place among the words of the text as tokenized, for the respelling. */
  position: number;
  /** The word as typed, folded. */
  word: string;
  /** Its indexed form, or null for a stop word (which only the prefix can match). */
  term: string | null;
  /** True for the last word: it also matches as the start of a longer word. */
  isPrefix: boolean;
  /** How many letters it may get wrong. */
  tolerance: number;
}

/** Words beyond this many are ignored: a query is a few words, not a paragraph. */
const MAX_QUERY_WORDS = 8;
/** A prefix shorter than this would match a large part of the vocabulary. */
const MIN_PREFIX_LENGTH = 2;

export function queryWords(text: string): QueryWord[] {
  const words = tokenize(text).slice(0, MAX_QUERY_WORDS);
  const read: QueryWord[] = [];
  words.forEach((word, index) => {
    const isLast = index === words.length - 1;
    const term = searchTerm(word);
    const isPrefix = isLast && word.length >= MIN_PREFIX_LENGTH && !/^[0-9]+$/.test(word);
    // A stop word counts only where it may be the start of another word (the last one, alone).
    if (term === null && !(isPrefix && words.length === 1)) return;
    read.push({
      position: index,
      word,
      term,
      isPrefix,
      tolerance: term === null ? 0 : typoTolerance(term),
    });
  });
  return read;
}
