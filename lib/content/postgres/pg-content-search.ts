import { Lru } from '@/lib/async/lru.mjs';
import type { Locale } from '@/lib/i18n/routing';
import { CONTENT_KINDS, type ContentEntry, type ContentKind } from '../content-entry';
import type { ContentHit, ContentQuery, ContentResults } from '../content-store';
import { emptyResults } from '../store/content-search';
import { hasAlternatives, type WordAlternatives } from '../store/match-expression';
import { emptyKindCounts, MAX_COUNTED, MAX_RANKED_ROWS } from '../store/ranked-rows';
import { BM25_BUDGET, TIER_SCORE } from '../store/search-tiers';
import { entryFilters, nearestCityKm } from './entry-filters';
import { kindNumber, kindOfNumber } from './entry-rows';
import type { PgDatabase, Queryable } from './pg-database';
import type { PgVocabulary } from './pg-vocabulary';
import { readWordsFrom } from './pg-word-reader';
import { SqlParams } from './sql-params';
import { anyWordQuery, everyWordQuery, oneWordQuery } from './tsquery';

/*
 * A content search on PostgreSQL, with the embedded store's answers: the words read alike
 * (pg-word-reader.ts), the entries holding every word counted per kind and ranked, or, when
 * none holds every word, the entries holding the most of them (partial). Ranking: every hit
 * holding more words ranks first; among them, all words in the title, then all in the title,
 * tags and other title, then anywhere; then ts_rank with the weights of the embedded store's
 * bm25 columns, and a verified business's entry a tenth higher. Like bm25 there, ts_rank scores
 * at most MAX_RANKED_ROWS matches, so a very common word costs a bounded read.
 */

/** ts_rank's weights of D (body), C (summary), B (tags, other title) and A (title). */
const RANK_WEIGHTS = '{0.1, 0.2, 0.4, 1.0}';
/**
 * Matches ts_rank may weigh over every term of an entry. Past it, ts_rank weighs the title, tags
 * and other title only (ts_filter keeps weights A and B): reading the positions of every body
 * term is what costs most when a word is common (a sixth of the time without them).
 */
const FULL_RANK_BUDGET = 3_000;
const WHOLE_TEXT = 'terms';
const STRONG_TEXT = "ts_filter(terms, '{a,b}')";
const VERIFIED_BOOST = 1.1;

function sumOf(counts: Record<ContentKind, number>, kinds: readonly ContentKind[]): number {
  return kinds.reduce((total, kind) => total + counts[kind], 0);
}

interface KindCounts {
  counts: Record<ContentKind, number>;
  capped: boolean;
}

export class PgContentSearch {
  private readonly frequencies = new Lru<string, number>({ capacity: 5_000, lifetimeMs: 60_000 });

  constructor(
    private readonly database: PgDatabase,
    private readonly vocabulary: PgVocabulary,
  ) {}

  search(query: ContentQuery): Promise<ContentResults> {
    return this.database.transaction((db) => this.searchIn(db, query), true);
  }

  private async searchIn(db: Queryable, query: ContentQuery): Promise<ContentResults> {
    const { locale } = query;
    const words = await readWordsFrom(
      db,
      this.vocabulary,
      locale,
      query.text,
      async (term) => (await this.frequency(db, locale, term)) > BM25_BUDGET,
    );
    if (words.alternatives.length === 0) return emptyResults();
    const kinds = query.kinds && query.kinds.length > 0 ? query.kinds : CONTENT_KINDS;
    const all = words.alternatives;
    const known = all.filter(hasAlternatives);
    let partial = false;
    let counted: KindCounts | null =
      known.length === all.length ? await this.countByKind(db, query, everyWordQuery(all)) : null;
    let hits: (ranked: string) => Promise<ContentHit[]> = async () => [];
    if (counted && sumOf(counted.counts, CONTENT_KINDS) > 0) {
      hits = (ranked) => this.everyWordHits(db, query, kinds, all, ranked);
    } else if (known.length > 0) {
      partial = true;
      counted = await this.countByKind(db, query, anyWordQuery(known));
      hits = (ranked) => this.someWordHits(db, query, kinds, known, ranked);
    }
    const countsByKind = counted?.counts ?? emptyKindCounts();
    const total = sumOf(countsByKind, kinds);
    return {
      hits:
        total === 0
          ? []
          : await hits(total > FULL_RANK_BUDGET || counted?.capped ? STRONG_TEXT : WHOLE_TEXT),
      total,
      countsByKind,
      respelled: words.respelled,
      partial: partial && total > 0,
      totalIsLowerBound: counted?.capped ?? false,
    };
  }

  /** Entries holding `term`, counted up to BM25_BUDGET + 1, kept a minute. */
  private async frequency(db: Queryable, locale: Locale, term: string): Promise<number> {
    const key = `${locale}\u0000${term}`;
    const kept = this.frequencies.get(key);
    if (kept !== undefined) return kept;
    const rows = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (SELECT 1 FROM content_entries
       WHERE locale = $1 AND terms @@ $2::tsquery LIMIT $3) AS matched`,
      [locale, oneWordQuery({ terms: [term], prefixes: [] }), BM25_BUDGET + 1],
    );
    const count = Number(rows[0]?.n ?? 0);
    this.frequencies.set(key, count);
    return count;
  }

  private async countByKind(
    db: Queryable,
    query: ContentQuery,
    match: string,
  ): Promise<KindCounts> {
    const params = new SqlParams();
    const where = [...entryFilters(query, params), `terms @@ ${params.add(match, '::tsquery')}`];
    // One cap for all kinds: each match counted is a visit of its row in the table.
    const cap = MAX_COUNTED;
    const rows = await db.query<{ kind: number; n: number }>(
      `SELECT kind, count(*)::int AS n FROM (SELECT kind FROM content_entries
       WHERE ${where.join(' AND ')} LIMIT ${params.add(cap)}) AS matched GROUP BY kind`,
      params.values,
    );
    const counts = emptyKindCounts();
    let read = 0;
    for (const row of rows) {
      counts[kindOfNumber(Number(row.kind))] = Math.min(MAX_COUNTED, Number(row.n));
      read += Number(row.n);
    }
    const capped = read >= cap || Object.values(counts).some((n) => n >= MAX_COUNTED);
    return { counts, capped };
  }

  private everyWordHits(
    db: Queryable,
    query: ContentQuery,
    kinds: readonly ContentKind[],
    words: readonly WordAlternatives[],
    ranked: string,
  ): Promise<ContentHit[]> {
    return this.rankedHits(db, query, kinds, everyWordQuery(words), ranked, (params) => {
      const title = params.add(everyWordQuery(words, 'A'), '::tsquery');
      const strong = params.add(everyWordQuery(words, 'AB'), '::tsquery');
      return `${words.length * TIER_SCORE} + CASE WHEN terms @@ ${title} THEN ${(2 * TIER_SCORE) / 3}
        WHEN terms @@ ${strong} THEN ${TIER_SCORE / 3} ELSE 0 END`;
    });
  }

  private someWordHits(
    db: Queryable,
    query: ContentQuery,
    kinds: readonly ContentKind[],
    known: readonly WordAlternatives[],
    ranked: string,
  ): Promise<ContentHit[]> {
    return this.rankedHits(db, query, kinds, anyWordQuery(known), ranked, (params) => {
      const held = known.map(
        (word) => `(terms @@ ${params.add(oneWordQuery(word), '::tsquery')})::int`,
      );
      return `${TIER_SCORE} * (${held.join(' + ')})`;
    });
  }

  /** One page of matches of `match`, best first: `tier(params)` then ts_rank of `ranked`. */
  private async rankedHits(
    db: Queryable,
    query: ContentQuery,
    kinds: readonly ContentKind[],
    match: string,
    ranked: string,
    tier: (params: SqlParams) => string,
  ): Promise<ContentHit[]> {
    const params = new SqlParams();
    const matchParam = params.add(match, '::tsquery');
    const where = [
      ...entryFilters(query, params),
      `kind = ANY(${params.add(kinds.map(kindNumber), '::smallint[]')})`,
      `terms @@ ${matchParam}`,
    ];
    const base = tier(params);
    // Near a place: nearest first, then by score.
    const distance = query.near ? nearestCityKm(query.near, 'city_slugs', params) : '0';
    const limit = Math.min(50, Math.max(1, Math.floor(query.limit)));
    const offset = Math.max(0, Math.floor(query.offset));
    const rows = await db.query<{ score: number; data: ContentEntry }>(
      `WITH matched AS (
         SELECT id, kind, verified, terms, city_slugs FROM content_entries
         WHERE ${where.join(' AND ')} LIMIT ${MAX_RANKED_ROWS}
       ), ranked AS (
         SELECT id, kind, verified, ${distance} AS distance,
           (${base}) + ts_rank('${RANK_WEIGHTS}', ${ranked}, ${matchParam})
           * (CASE WHEN verified THEN ${VERIFIED_BOOST} ELSE 1 END) AS score
         FROM matched
         ORDER BY distance, score DESC, kind, verified DESC, id
         LIMIT ${params.add(limit)} OFFSET ${params.add(offset)}
       )
       SELECT ranked.score, entries.data FROM ranked JOIN content_entries AS entries USING (id)
       ORDER BY ranked.distance, ranked.score DESC, ranked.kind, ranked.verified DESC, ranked.id`,
      params.values,
    );
    return rows.map((row) => ({ entry: row.data, score: Number(row.score) }));
  }
}
