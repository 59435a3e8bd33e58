import {
  atLeast,
  everyWord,
  MAX_SUBSETS,
  subsetCount,
  withFilters,
  type WordAlternatives,
} from './match-expression';

/*
 * The tiers of a search's hits, best first. Every hit of a tier ranks above every hit of the
 * next. With every word matched: one tier ranked by bm25 when its words are rare enough for
 * bm25 to be cheap; else three, by where the words are (all in the title, all in the title,
 * tags and other title, anywhere), each in id order. Without: entries holding n-1 of the n
 * words, then exactly n-2, … down to one word.
 */

export interface Tier {
  /** The tier's MATCH with the filters. */
  match: string;
  /** True when bm25 ranks the tier; else it is read in id order. */
  ranked: boolean;
  /** Added to the scores of its hits, so that a better tier always scores higher. */
  base: number;
}

export const TIER_SCORE = 1_000;
/** Posting-list entries bm25 may read to weigh a query's terms: about a millisecond per 10,000. */
export const BM25_BUDGET = 8_000;

const TITLE = '{title}';
const STRONG = '{title tags other_title}';

/** Tiers of a query whose words all match some entry. */
export function everyWordTiers(
  words: readonly WordAlternatives[],
  frequencies: readonly number[],
  filter: string | null,
  budget = BM25_BUDGET,
): Tier[] {
  const all = everyWord(words);
  const base = words.length * TIER_SCORE;
  if (frequencies.reduce((sum, count) => sum + count, 0) <= budget)
    return [{ match: withFilters(all, filter), ranked: true, base }];
  const title = everyWord(words, TITLE);
  const strong = everyWord(words, STRONG);
  return [
    { match: withFilters(title, filter), ranked: false, base: base + (2 * TIER_SCORE) / 3 },
    {
      match: withFilters(`(${strong}) NOT (${title})`, filter),
      ranked: false,
      base: base + TIER_SCORE / 3,
    },
    { match: withFilters(`(${all}) NOT (${strong})`, filter), ranked: false, base },
  ];
}

/**
 * `frequencies` are the known words' and the filters' posting-list lengths (bounded).
 *
 * Tiers of a query no entry matches whole: by how many of the known words an entry holds.
 * `top` is the most words a tier may ask (one fewer than all when all are known).
 */
export function someWordTiers(
  known: readonly WordAlternatives[],
  frequencies: readonly number[],
  top: number,
  filter: string | null,
  budget = BM25_BUDGET,
): Tier[] {
  const tiers: Tier[] = [];
  const n = known.length;
  const totalFrequency = frequencies.reduce((sum, count) => sum + count, 0);
  let above: string | null = null;
  for (let count = top; count >= 1; count--) {
    if (subsetCount(n, count) > MAX_SUBSETS) continue;
    const atLeastCount = atLeast(known, count);
    const exactly = above === null ? atLeastCount : `(${atLeastCount}) NOT (${above})`;
    // Each word appears in C(n-1, count-1) groups, and in C(n-1, count) of the tier above.
    const occurrences =
      count === 1 ? 1 : subsetCount(n - 1, count - 1) + (above ? subsetCount(n - 1, count) : 0);
    const affordable = totalFrequency * occurrences <= budget;
    tiers.push({
      match: withFilters(exactly, filter),
      ranked: affordable,
      base: count * TIER_SCORE,
    });
    above = atLeastCount;
  }
  return tiers;
}
