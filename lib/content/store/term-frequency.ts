import { Lru } from '@/lib/async/lru.mjs';
import type { Locale } from '@/lib/i18n/routing';
import { countMatches } from './ranked-rows';
import type { StatementCache } from './statement-cache';

/*
 * How many entries hold a word or a filter's token, counted up to a bound: what decides whether bm25 can rank a
 * query (bm25 reads the whole posting list of each of its terms). Kept a minute per word,
 * since common words are asked again and again.
 */

const EVERY_ID = [[0, 2 ** 53]] as const;
const CACHE_SIZE = 5_000;
const CACHE_LIFETIME_MS = 60_000;

export class TermFrequency {
  private readonly counted = new Lru<string, number>({
    capacity: CACHE_SIZE,
    lifetimeMs: CACHE_LIFETIME_MS,
  });

  constructor(private readonly statements: StatementCache) {}

  /** Entries matching `match` (one word, or one filter), counted up to `bound` + 1. */
  of(locale: Locale, match: string, bound: number): number {
    const key = `${locale}\u0000${bound}\u0000${match}`;
    const kept = this.counted.get(key);
    if (kept !== undefined) return kept;
    const count = countMatches(this.statements, locale, match, EVERY_ID, bound + 1);
    this.counted.set(key, count);
    return count;
  }

  clear(): void {
    this.counted.clear();
  }
}
