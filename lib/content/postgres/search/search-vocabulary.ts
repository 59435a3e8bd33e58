import { Lru } from '@/lib/async/lru.mjs';
import { searchTerm, tokenize, typoTolerance } from '@/lib/directory/search/analyze';
import { MATCH_WEIGHTS } from '@/lib/directory/search/text-matcher';
import type { Locale } from '@/lib/i18n/routing';
import type { Queryable } from '../pg-database';
import { SqlParams } from '../sql-params';
import { levenshtein, typoPieces } from './levenshtein';

/*
 * What a query word stands for in one search version's vocabulary, read as the embedded engine
 * reads its radix tree (lib/directory/search/compact-matcher.ts): the term itself (weight 1),
 * with `prefix` every term it starts (½ × the share of the term typed), and every term within
 * the word's typo tolerance (0.3 × word / (word + distance)). Typo candidates are the terms of a
 * length within the tolerance holding a piece of the word, measured here by edit distance. A
 * version's vocabulary changes only with its revision, so lookups are kept by it.
 */

/** A search version, as its state row gives it. */
export interface SearchVersion {
  locale: Locale;
  version: string;
  revision: number;
  /** Its businesses: the N of every term's IDF. */
  documents: number;
}

export interface Candidate {
  term: string;
  weight: number;
  documents: number;
}

const KEPT = 5_000;
const KEPT_MS = 10 * 60_000;

interface TermRow {
  term: string;
  documents: number;
  word: string;
  ordinal: number;
}

/** Terms equal to `word`, starting it (`prefix`), or of a length within `tolerance` holding a piece. */
async function termsNear(
  db: Queryable,
  at: SearchVersion,
  word: string,
  prefix: boolean,
  tolerance: number,
): Promise<TermRow[]> {
  const params = new SqlParams();
  const term = params.add(word);
  const shapes = [`term = ${term}`];
  if (prefix) shapes.push(`(term >= ${term} AND term < ${params.add(`${word}\uffff`)})`);
  if (tolerance > 0) {
    const pieces = typoPieces(word, tolerance);
    const held = pieces.length
      ? ` AND EXISTS (SELECT 1 FROM unnest(${params.add(pieces, '::text[]')}) AS piece
            WHERE strpos(term, piece) > 0)`
      : '';
    shapes.push(
      `(length BETWEEN ${params.add(word.length - tolerance)} AND ${params.add(word.length + tolerance)}${held})`,
    );
  }
  return db.query<TermRow>(
    `SELECT term, documents, word, ordinal FROM directory_search_terms
     WHERE locale = ${params.add(at.locale)} AND (${shapes.join(' OR ')})`,
    params.values,
  );
}

export class SearchVocabulary {
  private readonly kept = new Lru<string, Candidate[]>({ capacity: KEPT, lifetimeMs: KEPT_MS });

  /** The terms `word` (an analyzed term) stands for, each with the weight of its kind of match. */
  async candidates(
    db: Queryable,
    at: SearchVersion,
    word: string,
    options: { prefix: boolean; loose: boolean },
  ): Promise<Candidate[]> {
    const tolerance = typoTolerance(word) + (options.loose ? 1 : 0);
    const key = [at.locale, at.version, at.revision, word, options.prefix, tolerance].join(
      '\u0000',
    );
    const kept = this.kept.get(key);
    if (kept) return kept;
    const found = new Map<string, Candidate>();
    const offer = (row: TermRow, weight: number) => {
      if (weight > (found.get(row.term)?.weight ?? 0))
        found.set(row.term, { term: row.term, weight, documents: row.documents });
    };
    for (const row of await termsNear(db, at, word, options.prefix, tolerance)) {
      if (row.term === word) offer(row, 1);
      if (options.prefix && row.term.startsWith(word))
        offer(row, (MATCH_WEIGHTS.prefix * word.length) / row.term.length);
      if (tolerance === 0) continue;
      const distance = levenshtein(word, row.term, tolerance);
      if (distance > 0 && distance <= tolerance)
        offer(row, (MATCH_WEIGHTS.fuzzy * word.length) / (word.length + distance));
    }
    const candidates = [...found.values()];
    this.kept.set(key, candidates);
    return candidates;
  }

  /**
   * The text with each word the vocabulary does not know (not even as a prefix) replaced by the
   * word of its nearest term, allowing one typo more than a search does (the nearest, then the
   * commonest, then the first met); null when nothing changes.
   */
  async respell(db: Queryable, at: SearchVersion, text: string): Promise<string | null> {
    let changed = false;
    const words: string[] = [];
    for (const word of tokenize(text)) {
      const term = searchTerm(word);
      const tolerance = term === null ? 0 : typoTolerance(term) + 1;
      const near = term === null ? [] : await termsNear(db, at, term, true, tolerance);
      if (term === null || near.some((row) => row.term.startsWith(term))) {
        words.push(word);
        continue;
      }
      let best: (TermRow & { distance: number }) | null = null;
      for (const row of near) {
        const distance = levenshtein(term, row.term, tolerance);
        if (distance > tolerance) continue;
        if (
          !best ||
          distance < best.distance ||
          (distance === best.distance &&
            (row.documents > best.documents ||
              (row.documents === best.documents && row.ordinal < best.ordinal)))
        )
          best = { ...row, distance };
      }
      if (best) changed = true;
      words.push(best ? best.word : word);
    }
    return changed ? words.join(' ') : null;
  }
}
