import type { Locale } from '@/lib/i18n/routing';
import { CONTENT_KINDS, type ContentKind } from '../content-entry';
import type { ContentHit, ContentQuery, ContentResults, NearCities } from '../content-store';
import { filterToken, idRange, type IdRange } from './entry-columns';
import {
  atLeast,
  everyWord,
  filterExpression,
  hasAlternatives,
  withFilters,
} from './match-expression';
import {
  countByKind,
  countMatches,
  emptyKindCounts,
  entriesById,
  inIdOrder,
  rankByBm25,
  type RankedRow,
} from './ranked-rows';
import { BM25_BUDGET, everyWordTiers, someWordTiers, type Tier } from './search-tiers';
import { MAX_COUNTED, MAX_RANKED_ROWS } from './ranked-rows';
import { nearestFirst } from './near-order';
import type { StatementCache } from './statement-cache';
import type { TermFrequency } from './term-frequency';
import type { Vocabulary } from './vocabulary';
import { readWords } from './word-reader';

/*
 * A content search: the words read as the index reads text (word-reader.ts), the entries
 * holding every word counted per kind and paged through tiers (search-tiers.ts); when no entry
 * holds every word, the entries holding the most of them, and the answer says it is partial.
 */

function sumOf(counts: Record<ContentKind, number>, kinds: readonly ContentKind[]): number {
  return kinds.reduce((total, kind) => total + counts[kind], 0);
}

export function emptyResults(): ContentResults {
  return {
    hits: [],
    total: 0,
    countsByKind: emptyKindCounts(),
    respelled: null,
    partial: false,
    totalIsLowerBound: false,
  };
}

/**
 * Category, city, region and the cities near a place as filter tokens inside the MATCH (kind
 * and verified are id ranges).
 */
function filterGroups(query: ContentQuery): string[][] {
  return [
    query.category ? [filterToken.category(query.category)] : [],
    query.city ? [filterToken.city(query.city)] : [],
    query.region ? [filterToken.region(query.region)] : [],
    (query.near ?? []).map((city) => filterToken.city(city.slug)),
  ].filter((group) => group.length > 0);
}

/** Where a search stops being exact to stay fast (see ranked-rows.ts and search-tiers.ts). */
export interface SearchLimits {
  /** Posting-list entries bm25 may read to weigh a query's terms. */
  bm25Budget: number;
  /** Counting stops here, per kind. */
  maxCounted: number;
}

export const DEFAULT_SEARCH_LIMITS: SearchLimits = {
  bm25Budget: BM25_BUDGET,
  maxCounted: MAX_COUNTED,
};

export class ContentSearch {
  constructor(
    private readonly statements: StatementCache,
    private readonly vocabulary: Vocabulary,
    private readonly frequency: TermFrequency,
    private readonly limits: SearchLimits = DEFAULT_SEARCH_LIMITS,
  ) {}

  search(query: ContentQuery): ContentResults {
    const { locale } = query;
    const { bm25Budget: budget, maxCounted } = this.limits;
    const words = readWords(
      this.vocabulary,
      locale,
      query.text,
      (term) =>
        this.frequency.of(locale, everyWord([{ terms: [term], prefixes: [] }]), budget) > budget,
    );
    // Near a place with no city close enough: nothing is near.
    if (words.alternatives.length === 0 || query.near?.length === 0) return emptyResults();
    const kinds = query.kinds && query.kinds.length > 0 ? query.kinds : CONTENT_KINDS;
    const verifiedOnly = query.verified === true;
    const ranges = kinds.map((kind) => idRange(kind, verifiedOnly));
    const filter = filterExpression(filterGroups(query));
    const limit = Math.min(50, Math.max(1, Math.floor(query.limit)));
    const offset = Math.max(0, Math.floor(query.offset));
    return this.statements.readTransaction(() => {
      const all = words.alternatives;
      const known = all.filter(hasAlternatives);
      // What bm25 would read: every word's postings and every filter token's.
      const frequencies = [
        ...known.map((word) => this.frequency.of(locale, everyWord([word]), budget)),
        ...filterGroups(query).map((group) =>
          this.frequency.of(locale, filterExpression([group])!, budget),
        ),
      ];
      let partial = false;
      let counted =
        known.length === all.length
          ? countByKind(
              this.statements,
              locale,
              withFilters(everyWord(all), filter),
              verifiedOnly,
              maxCounted,
            )
          : null;
      let tiers: Tier[] = [];
      if (counted && sumOf(counted.counts, CONTENT_KINDS) > 0) {
        tiers = everyWordTiers(all, frequencies, filter, budget);
      } else if (known.length > 0) {
        partial = true;
        const top = known.length === all.length ? known.length - 1 : known.length;
        tiers = someWordTiers(known, frequencies, top, filter, budget);
        const anyWord = withFilters(atLeast(known, 1), filter);
        counted = countByKind(
          this.statements,
          locale,
          anyWord,
          verifiedOnly,
          maxCounted,
          this.vocabulary.kindsOf(locale, known, true),
        );
      }
      const countsByKind = counted?.counts ?? emptyKindCounts();
      const total = sumOf(countsByKind, kinds);
      const page = () =>
        query.near
          ? this.nearPage(locale, tiers, ranges, query.near, limit, offset)
          : this.page(locale, tiers, ranges, limit, offset);
      return {
        hits: total === 0 ? [] : this.hitsOf(page()),
        total,
        countsByKind,
        respelled: words.respelled,
        partial: partial && total > 0,
        totalIsLowerBound: counted?.capped ?? false,
      };
    });
  }

  /** The hits from `offset`, through the tiers in order. */
  private page(
    locale: Locale,
    tiers: readonly Tier[],
    ranges: readonly IdRange[],
    limit: number,
    offset: number,
  ): RankedRow[] {
    const rows: RankedRow[] = [];
    let skip = offset;
    for (const tier of tiers) {
      if (skip > 0) {
        const size = countMatches(
          this.statements,
          locale,
          tier.match,
          ranges,
          this.limits.maxCounted,
        );
        if (skip >= size) {
          skip -= size;
          continue;
        }
      }
      rows.push(...this.tierRows(locale, tier, ranges, limit - rows.length, skip));
      skip = 0;
      if (rows.length >= limit) break;
    }
    return rows;
  }

  /** Near a place: every tier's hits up to the ranking cap, then nearest first. */
  private nearPage(
    locale: Locale,
    tiers: readonly Tier[],
    ranges: readonly IdRange[],
    near: NearCities,
    limit: number,
    offset: number,
  ): RankedRow[] {
    const rows: RankedRow[] = [];
    for (const tier of tiers) {
      if (rows.length >= MAX_RANKED_ROWS) break;
      rows.push(...this.tierRows(locale, tier, ranges, MAX_RANKED_ROWS - rows.length, 0));
    }
    return nearestFirst(this.statements, rows, near, limit, offset);
  }

  private hitsOf(rows: readonly RankedRow[]): ContentHit[] {
    const entries = entriesById(
      this.statements,
      rows.map((row) => row.id),
    );
    return rows.flatMap((row) => {
      const entry = entries.get(row.id);
      return entry ? [{ entry, score: row.score }] : [];
    });
  }

  private tierRows(
    locale: Locale,
    tier: Tier,
    ranges: readonly IdRange[],
    limit: number,
    offset: number,
  ): RankedRow[] {
    if (tier.ranked) {
      return rankByBm25(this.statements, locale, tier.match, ranges, limit, offset).map((row) => ({
        id: row.id,
        score: row.score + tier.base,
      }));
    }
    return inIdOrder(this.statements, locale, tier.match, ranges, limit, offset).map((id, i) => ({
      id,
      score: tier.base + 1 / (2 + offset + i),
    }));
  }
}
