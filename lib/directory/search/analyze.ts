import { foldForSearch } from '../filter-businesses';

/*
 * How text becomes search terms, the same for what is indexed and what is asked: folded (case,
 * accents, typographic punctuation), cut into words, and reduced by a light stemmer so a plural
 * finds its singular in English and in French. One stemmer serves both languages because every
 * document holds words of both (its own fields and its name in the other language).
 */

/** Folds and cuts text into words; `searchText` is already folded, the rest is not. */
export function tokenize(text: string): string[] {
  return foldForSearch(text)
    .split(/[^a-z0-9\u00df-\u00ff]+/)
    .filter((word) => word.length > 1 || /[0-9]/.test(word));
}

/**
 * Plural to singular, by rule, the same way for both forms: "boulangeries" and "boulangerie"
 * → "boulangerie", "bakeries" and "bakery" → "bakerie", "bureaux" → "bureau", "journaux" →
 * "journal". The stem is an internal key, never shown, so it only has to be consistent.
 */
export function stem(word: string): string {
  if (word.length <= 3 || /[0-9]/.test(word)) return word;
  let base = word;
  if (base.endsWith('eaux')) base = base.slice(0, -1);
  else if (base.endsWith('aux') && base.length > 5) base = `${base.slice(0, -3)}al`;
  else if (base.endsWith('s') && !/(ss|us|is)$/.test(base)) base = base.slice(0, -1);
  // English -y after a consonant reads as its plural -ies does: bakery, bakeries.
  if (/[^aeiouy]y$/.test(base)) base = `${base.slice(0, -1)}ie`;
  return base;
}

/**
 * Words too common to tell businesses apart: each would cost the index an entry for nearly
 * every business. Folded, both languages.
 */
const STOP_WORDS = new Set(
  (
    'an and are at be by each every for from in is of on or our since the to we with your ' +
    'au aux avec ce ces dans de des du en est et il la le les nos notre ou par pour sur un une vos votre'
  ).split(' '),
);

/** One word as stored in the index and as looked up, or null for a word not indexed. */
export function searchTerm(word: string): string | null {
  return STOP_WORDS.has(word) ? null : stem(word);
}

/** The terms of a text, as stored in the index and as looked up. */
export function searchTerms(text: string): string[] {
  return tokenize(text).flatMap((word) => searchTerm(word) ?? []);
}

/** How many letters a word may get wrong: none for short words, more for long ones. */
export function typoTolerance(term: string): number {
  if (term.length <= 3) return 0;
  return term.length <= 7 ? 1 : 2;
}
