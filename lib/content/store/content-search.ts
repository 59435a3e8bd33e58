import { tokenize } from '@/lib/directory/search/analyze';
import type { Locale } from '@/lib/i18n/routing';
import { CONTENT_KINDS, type ContentKind } from '../content-entry';
import type { ContentHit, ContentQuery, ContentResults } from '../content-store';
import { filterToken } from './entry-columns';
import {
  atLeast,
  everyWord,
  filterExpression,
  hasAlternatives,
  MAX_SUBSETS,
  subsetCount,
  withFilters,
  type WordAlternatives,
} from './match-expression';
import { queryWords } from './query-words';
import {
  countByKind,
  emptyKindCounts,
  entriesById,
  rankedRows,
  type RankedRow,
} from './ranked-rows';
import type { StatementCache } from './statement-cache';
import type { Vocabulary } from './vocabulary';

/*
 * A content search: the words read as the index reads text, each known word matched as is,
 * the last one also as a prefix, an unknown one as its closest known terms (the respelling
 * is reported). Entries holding every word rank first by bm25; when none does, entries holding
 * the most words, then fewer, tier by tier, and the answer says it is partial.
 */

interface ReadWords {
  alternatives: WordAlternatives[];
  respelled: string | null;
}

/** One tier of results: its match and how many entries of each kind it holds. */
interface Tier {
  match: string;
  counts: Record<ContentKind, number>;
  /** Added to the scores of its hits, so that a better tier always scores higher. */
  bonus: number;
}

const TIER_BONUS = 1_000;

function asked(kinds: readonly ContentKind[] | undefined): readonly ContentKind[] {
  return kinds && kinds.length > 0 ? kinds : CONTENT_KINDS;
}

function filterGroups(query: ContentQuery): string[][] {
  return [
    query.category ? [filterToken.category(query.category)] : [],
    query.city ? [filterToken.city(query.city)] : [],
    query.region ? [filterToken.region(query.region)] : [],
    query.verified ? [filterToken.verified()] : [],
  ];
}

function kindGroup(kinds: readonly ContentKind[]): string[] {
  return kinds.length === CONTENT_KINDS.length ? [] : kinds.map(filterToken.kind);
}

function sumOf(counts: Record<ContentKind, number>, kinds: readonly ContentKind[]): number {
  return kinds.reduce((total, kind) => total + counts[kind], 0);
}

export function emptyResults(): ContentResults {
  return { hits: [], total: 0, countsByKind: emptyKindCounts(), respelled: null, partial: false };
}

export class ContentSearch {
  constructor(
    private readonly statements: StatementCache,
    private readonly vocabulary: Vocabulary,
  ) {}

  search(query: ContentQuery): ContentResults {
    const words = this.readWords(query.locale, query.text);
    if (words.alternatives.length === 0) return emptyResults();
    const kinds = asked(query.kinds);
    const filters = filterGroups(query);
    const limit = Math.min(50, Math.max(1, Math.floor(query.limit)));
    const offset = Math.max(0, Math.floor(query.offset));
    return this.statements.readTransaction(() => {
      const tiers = this.tiers(query.locale, words.alternatives, filters);
      const countsByKind = emptyKindCounts();
      for (const tier of tiers)
        for (const kind of CONTENT_KINDS) countsByKind[kind] += tier.counts[kind];
      const hits = this.page(query.locale, tiers, kinds, limit, offset);
      const isPartial = tiers.length > 0 && tiers[0]!.bonus < words.alternatives.length;
      return {
        hits,
        total: sumOf(countsByKind, kinds),
        countsByKind,
        respelled: words.respelled,
        partial: isPartial && sumOf(countsByKind, kinds) > 0,
      };
    });
  }

  /** Each word's alternatives, and the text as respelled when a word was corrected. */
  private readWords(locale: Locale, text: string): ReadWords {
    const typed = tokenize(text);
    const respelled = [...typed];
    let corrected = false;
    const alternatives = queryWords(text).map((word) => {
      const found: WordAlternatives = { terms: [], prefixes: [] };
      if (word.term !== null && this.vocabulary.has(locale, word.term)) found.terms.push(word.term);
      if (word.isPrefix && this.vocabulary.hasPrefix(locale, word.word))
        found.prefixes.push(word.word);
      if (!hasAlternatives(found) && word.term !== null) {
        const closest = this.vocabulary.closest(locale, word.term, word.tolerance);
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

  /**
   * The tiers in order: every word (bonus n) when some entry has them all; else entries with
   * n-1 words, then exactly n-2, … down to one, each tier without the ones above it.
   */
  private tiers(locale: Locale, words: WordAlternatives[], filters: string[][]): Tier[] {
    const filter = filterExpression(filters);
    const known = words.filter(hasAlternatives);
    if (known.length === words.length) {
      const match = withFilters(everyWord(words), filter);
      const counts = countByKind(this.statements, locale, match);
      if (sumOf(counts, CONTENT_KINDS) > 0) return [{ match, counts, bonus: words.length }];
    }
    const tiers: Tier[] = [];
    let above: string | null = null;
    const top = known.length === words.length ? known.length - 1 : known.length;
    for (let count = top; count >= 1; count--) {
      if (subsetCount(known.length, count) > MAX_SUBSETS) continue;
      const atLeastCount = atLeast(known, count);
      const exactly = above === null ? atLeastCount : `(${atLeastCount}) NOT (${above})`;
      const match = withFilters(exactly, filter);
      const counts = countByKind(this.statements, locale, match);
      if (sumOf(counts, CONTENT_KINDS) > 0) tiers.push({ match, counts, bonus: count });
      above = atLeastCount;
    }
    return tiers;
  }

  private page(
    locale: Locale,
    tiers: readonly Tier[],
    kinds: readonly ContentKind[],
    limit: number,
    offset: number,
  ): ContentHit[] {
    const kindFilter = filterExpression([kindGroup(kinds)]);
    const rows: RankedRow[] = [];
    let skip = offset;
    for (const tier of tiers) {
      const size = sumOf(tier.counts, kinds);
      if (skip >= size) {
        skip -= size;
        continue;
      }
      const match = withFilters(tier.match, kindFilter);
      for (const row of rankedRows(this.statements, locale, match, limit - rows.length, skip))
        rows.push({ id: row.id, score: row.score + tier.bonus * TIER_BONUS });
      skip = 0;
      if (rows.length >= limit) break;
    }
    const entries = entriesById(
      this.statements,
      rows.map((row) => row.id),
    );
    return rows.flatMap((row) => {
      const entry = entries.get(row.id);
      return entry ? [{ entry, score: row.score }] : [];
    });
  }
}
