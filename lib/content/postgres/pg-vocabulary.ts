import { Lru } from '@/lib/async/lru.mjs';
import type { Locale } from '@/lib/i18n/routing';
import { closestTerms, type Correction } from '../store/edit-distance';
import type { Queryable } from './pg-database';

/*
 * The indexed terms of each language, for what a tsquery does not do: tell whether a word is
 * known and, when it is not, which known terms are closest. The same step as the embedded
 * store's (store/vocabulary.ts), so both correct a typo alike: candidates share the word's
 * first letter and a length within its tolerance, read by one index range, and are compared
 * here by edit distance. (pg_trgm's similarity would rank candidates differently and miss the
 * swapped letters of short words.)
 */

const CACHE_SIZE = 2_000;
const CACHE_LIFETIME_MS = 60_000;

export class PgVocabulary {
  private readonly corrections = new Lru<string, Correction[]>({
    capacity: CACHE_SIZE,
    lifetimeMs: CACHE_LIFETIME_MS,
  });

  /** Adds the terms of entries being written, in the writer's transaction. */
  async add(db: Queryable, locale: Locale, words: ReadonlyMap<string, string>): Promise<void> {
    if (words.size === 0) return;
    // In one order, so that two writers never wait on each other's rows in a cycle.
    const terms = [...words.keys()].sort();
    await db.query(
      `INSERT INTO content_terms (locale, term, word, head, length)
       SELECT $1, term, word, head, length
       FROM unnest($2::text[], $3::text[], $4::text[], $5::smallint[]) AS t(term, word, head, length)
       ON CONFLICT (locale, term) DO NOTHING`,
      [
        locale,
        terms,
        terms.map((term) => words.get(term)!),
        terms.map((term) => term.charAt(0)),
        terms.map((term) => term.length),
      ],
    );
    this.corrections.clear();
  }

  async has(db: Queryable, locale: Locale, term: string): Promise<boolean> {
    const rows = await db.query('SELECT 1 FROM content_terms WHERE locale = $1 AND term = $2', [
      locale,
      term,
    ]);
    return rows.length > 0;
  }

  async hasPrefix(db: Queryable, locale: Locale, prefix: string): Promise<boolean> {
    const rows = await db.query(
      `SELECT 1 FROM content_terms WHERE locale = $1 AND term >= $2 AND term < $3 LIMIT 1`,
      [locale, prefix, `${prefix}\uffff`],
    );
    return rows.length > 0;
  }

  /** The known terms closest to `term` within `tolerance`, closest first; [] when none. */
  async closest(
    db: Queryable,
    locale: Locale,
    term: string,
    tolerance: number,
  ): Promise<Correction[]> {
    if (tolerance <= 0) return [];
    const key = `${locale}\u0000${term}\u0000${tolerance}`;
    const kept = this.corrections.get(key);
    if (kept) return kept;
    const rows = await db.query<{ term: string; word: string }>(
      `SELECT term, word FROM content_terms
       WHERE locale = $1 AND head = $2 AND length BETWEEN $3 AND $4`,
      [locale, term.charAt(0), term.length - tolerance, term.length + tolerance],
    );
    const closest = closestTerms(term, tolerance, rows);
    this.corrections.set(key, closest);
    return closest;
  }
}
