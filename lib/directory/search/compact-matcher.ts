import SearchableMap from 'minisearch/SearchableMap';
import { detached } from '../listing-index';
import { NumberBlocks } from './number-blocks';
import { searchTerm, searchTerms, tokenize, typoTolerance } from './analyze';
import { SEARCH_DOCUMENT_FIELDS, type SearchDocument } from './search-documents';
import {
  FIELD_BOOSTS,
  MATCH_WEIGHTS,
  type MatchOptions,
  type TextMatch,
  type TextMatcher,
} from './text-matcher';

/*
 * The embedded full-text index. MiniSearch's radix tree (SearchableMap) holds the vocabulary
 * and answers the exact, prefix and fuzzy lookups; the postings of each term are one slice of
 * a single typed array, position × 8 + field, instead of MiniSearch's map of maps per term:
 * MiniSearch itself needs about 1.2 kB a business, which at 100,000 businesses in two
 * languages would not fit the server's memory (see bench/results/search-engines.md).
 *
 * A business holds each term once (search documents keep a word only in its highest-weighted
 * field), so a term's document frequency is the length of its slice, and scores are
 * IDF × field boost × match weight, summed over the query's words.
 */

const FIELD_BITS = 3;
const FIELD_COUNT = 1 << FIELD_BITS;
const FIELD_MASK = FIELD_COUNT - 1;
const FIELD_BOOST_BY_ID = SEARCH_DOCUMENT_FIELDS.map((field) => FIELD_BOOSTS[field]);

export class CompactMatcher implements TextMatcher {
  private readonly terms = new SearchableMap<number>();
  /** postings[offsets[t]] up to postings[offsets[t + 1]]: the entries of term t. */
  private offsets = new Uint32Array(1);
  private postings = new Uint32Array(0);
  private documents = 0;
  // Per-query work arrays, one per matcher: searches run one at a time in a process.
  private best = new Float32Array(0);
  private total = new Float32Array(0);
  private words = new Uint8Array(0);

  /**
   * Until seal(): every posting as term × 8 + field, in the order added, and the position and
   * first posting of each document added.
   */
  private pending: {
    postings: NumberBlocks;
    positions: NumberBlocks;
    starts: NumberBlocks;
  } | null = {
    postings: new NumberBlocks(),
    positions: new NumberBlocks(),
    starts: new NumberBlocks(),
  };
  private termCount = 0;
  /** A word as written (folded) for each term: what "did you mean" shows of a stem. */
  private readonly spellings: string[] = [];

  add(document: SearchDocument): void {
    const pending = this.pending;
    if (!pending) throw new Error('CompactMatcher.add after seal()');
    this.documents = Math.max(this.documents, document.position + 1);
    pending.positions.push(document.position);
    pending.starts.push(pending.postings.length);
    SEARCH_DOCUMENT_FIELDS.forEach((field, fieldId) => {
      for (const word of tokenize(document[field])) {
        const term = searchTerm(word);
        if (term === null) continue;
        let id = this.terms.get(term);
        if (id === undefined) {
          id = this.termCount++;
          this.terms.set(term, id);
          this.spellings.push(detached(word));
        }
        pending.postings.push(id * FIELD_COUNT + fieldId);
      }
    });
  }

  seal(): void {
    const pending = this.pending;
    if (!pending) return;
    this.pending = null;
    // Counting sort by term: one pass to size each slice, one to fill it.
    const offsets = new Uint32Array(this.termCount + 1);
    pending.postings.forEach((posting) => {
      offsets[(posting >>> FIELD_BITS) + 1]! += 1;
    });
    for (let term = 0; term < this.termCount; term += 1) offsets[term + 1]! += offsets[term]!;
    const postings = new Uint32Array(pending.postings.length);
    const filled = offsets.slice(0, -1);
    let document = -1;
    let nextStart = 0;
    let position = 0;
    pending.postings.drain((posting, at) => {
      while (at === nextStart) {
        document += 1;
        position = pending.positions.at(document);
        nextStart =
          document + 1 < pending.starts.length ? pending.starts.at(document + 1) : Infinity;
      }
      postings[filled[posting >>> FIELD_BITS]!++] =
        (position << FIELD_BITS) | (posting & FIELD_MASK);
    });
    this.offsets = offsets;
    this.postings = postings;
    this.best = new Float32Array(this.documents);
    this.total = new Float32Array(this.documents);
    this.words = new Uint8Array(this.documents);
  }

  /** The index terms a query word stands for, each with the weight of its kind of match. */
  private candidates(word: string, prefix: boolean, loose: boolean): Map<number, number> {
    const found = new Map<number, number>();
    const offer = (id: number, weight: number) => {
      if (weight > (found.get(id) ?? 0)) found.set(id, weight);
    };
    const exact = this.terms.get(word);
    if (exact !== undefined) offer(exact, 1);
    if (prefix)
      for (const [term, id] of this.terms.atPrefix(word))
        offer(id, (MATCH_WEIGHTS.prefix * word.length) / term.length);
    const tolerance = typoTolerance(word) + (loose ? 1 : 0);
    if (tolerance > 0)
      for (const [, [id, distance]] of this.terms.fuzzyGet(word, tolerance))
        if (distance > 0) offer(id, (MATCH_WEIGHTS.fuzzy * word.length) / (word.length + distance));
    return found;
  }

  match(text: string, options: MatchOptions = {}): TextMatch[] {
    const words = [...new Set(searchTerms(text))];
    if (words.length === 0) return [];
    const { best, total, words: matchedWords } = this;
    const touched: number[] = [];
    words.forEach((word, at) => {
      const prefix = options.allPrefixes === true || at === words.length - 1;
      const seen: number[] = [];
      for (const [term, weight] of this.candidates(word, prefix, options.loose === true)) {
        const start = this.offsets[term]!;
        const end = this.offsets[term + 1]!;
        const idf = Math.log(1 + (this.documents - (end - start) + 0.5) / (end - start + 0.5));
        for (let at = start; at < end; at += 1) {
          const value = this.postings[at]!;
          const position = value >>> FIELD_BITS;
          const score = weight * idf * FIELD_BOOST_BY_ID[value & FIELD_MASK]!;
          if (best[position] === 0) seen.push(position);
          if (score > best[position]!) best[position] = score;
        }
      }
      for (const position of seen) {
        if (matchedWords[position] === 0) touched.push(position);
        matchedWords[position]! += 1;
        total[position]! += best[position]!;
        best[position] = 0;
      }
    });
    const needed = options.loose ? 1 : words.length;
    const matches: TextMatch[] = [];
    for (const position of touched) {
      if (matchedWords[position]! >= needed && (!options.filter || options.filter(position)))
        matches.push({ position, score: total[position]! });
      total[position] = 0;
      matchedWords[position] = 0;
    }
    return matches.sort((a, b) => b.score - a.score || a.position - b.position);
  }

  /**
   * The text with each word the index does not know (not even as a prefix) replaced by the
   * nearest one it does, allowing one typo more than a search does; null when nothing changes.
   */
  spell(text: string): string | null {
    let changed = false;
    const words = tokenize(text).map((word) => {
      const term = searchTerm(word);
      if (term === null || this.terms.has(term) || this.knowsPrefix(term)) return word;
      let best: { id: number; distance: number; frequency: number } | null = null;
      for (const [, [id, distance]] of this.terms.fuzzyGet(term, typoTolerance(term) + 1)) {
        const frequency = this.offsets[id + 1]! - this.offsets[id]!;
        if (
          !best ||
          distance < best.distance ||
          (distance === best.distance && frequency > best.frequency)
        )
          best = { id, distance, frequency };
      }
      if (!best) return word;
      changed = true;
      return this.spellings[best.id]!;
    });
    return changed ? words.join(' ') : null;
  }

  private knowsPrefix(term: string): boolean {
    for (const _ of this.terms.atPrefix(term).keys()) return true;
    return false;
  }
}
