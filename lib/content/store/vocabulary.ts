import { Lru } from '@/lib/async/lru.mjs';
import type { Locale } from '@/lib/i18n/routing';
import { closestTerms, type Correction } from './edit-distance';
import { ALL_KINDS_BITS, type TermWords } from './entry-columns';
import type { WordAlternatives } from './match-expression';
import { termsTable } from './schema';
import type { StatementCache } from './statement-cache';

/*
 * The indexed terms of each language, for what FTS5 does not do: tell whether a word is known
 * and, when it is not, which known terms are closest. Candidates share the word's first letter
 * and a length within its tolerance (a typo in the first letter is not corrected: rare, and it
 * would multiply the candidates by the alphabet).
 */

/** Corrections kept per query word, shared by the searches of one process. */
const CACHE_SIZE = 2_000;
const CACHE_LIFETIME_MS = 60_000;

/** Upper bound of the terms starting with `prefix` (terms are folded Latin text). */
function prefixEnd(prefix: string): string {
  return `${prefix}\uffff`;
}

export class Vocabulary {
  private readonly corrections = new Lru<string, Correction[]>({
    capacity: CACHE_SIZE,
    lifetimeMs: CACHE_LIFETIME_MS,
  });

  constructor(private readonly statements: StatementCache) {}

  /** Adds the terms of entries being written (in the caller's transaction). */
  add(locale: Locale, words: TermWords): void {
    const table = termsTable(locale);
    // A term's kinds only grow (a removed entry leaves its bit): they may say a kind can
    // match when it no longer does, never the reverse.
    const insert = this.statements.get(
      `INSERT INTO ${table} (term, word, head, length, kinds) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (term) DO UPDATE SET kinds = kinds | excluded.kinds
       WHERE (kinds | excluded.kinds) != kinds`,
    );
    for (const [term, { word, kinds }] of words)
      insert.run(term, word, term.charAt(0), term.length, kinds);
    this.corrections.clear();
  }

  /** The kinds (bits) an entry matching every word can be of; every kind when unsure. */
  kindsOf(locale: Locale, words: readonly WordAlternatives[], anyWord = false): number {
    const lookup = this.statements.get(`SELECT kinds FROM ${termsTable(locale)} WHERE term = ?`);
    let mask = anyWord ? 0 : ALL_KINDS_BITS;
    for (const word of words) {
      let kinds = word.prefixes.length > 0 ? ALL_KINDS_BITS : 0;
      for (const term of word.terms)
        kinds |= Number((lookup.get(term) as { kinds: number } | undefined)?.kinds ?? 0);
      mask = anyWord ? mask | kinds : mask & kinds;
    }
    return mask;
  }

  has(locale: Locale, term: string): boolean {
    const sql = `SELECT 1 FROM ${termsTable(locale)} WHERE term = ?`;
    return this.statements.get(sql).get(term) !== undefined;
  }

  hasPrefix(locale: Locale, prefix: string): boolean {
    const sql = `SELECT 1 FROM ${termsTable(locale)} WHERE term >= ? AND term < ? LIMIT 1`;
    return this.statements.get(sql).get(prefix, prefixEnd(prefix)) !== undefined;
  }

  /** The known terms closest to `term` within `tolerance`, closest first; [] when none. */
  closest(locale: Locale, term: string, tolerance: number): Correction[] {
    if (tolerance <= 0) return [];
    const key = `${locale}\u0000${term}\u0000${tolerance}`;
    const kept = this.corrections.get(key);
    if (kept) return kept;
    const rows = this.statements
      .get(
        `SELECT term, word FROM ${termsTable(locale)}
         WHERE head = ? AND length BETWEEN ? AND ?`,
      )
      .all(term.charAt(0), term.length - tolerance, term.length + tolerance) as {
      term: string;
      word: string;
    }[];
    const closest = closestTerms(term, tolerance, rows);
    this.corrections.set(key, closest);
    return closest;
  }
}
