import type { SearchSort } from '@/lib/directory/search/search-query';
import { locales, type Locale } from '@/lib/i18n/routing';
import type { SqlParams } from '../sql-params';
import { scoreOf, type WordCandidates } from './search-score';

/*
 * The rows a search reads, as SQL: the language's businesses (its rows are those of the listing
 * version its state row names, in the reader's snapshot) that hold the words (a tsquery of
 * each word's candidate terms) and pass the filters, each with the embedded engine's score
 * (search-score.ts) and, near a place, the distance to its nearest city. Every value is a parameter; the language is one of the site's, written
 * in the statement so that its full-text index is chosen.
 */

/** The query's words as candidate terms. */
export interface TextMatch {
  /** tsquery text: each word's candidates OR'ed, the words AND'ed (OR'ed when loose). */
  query: string;
  /** The words with candidates, in the query's order. */
  words: readonly WordCandidates[];
}

export interface ScopeFilters {
  /** A category key; null: a category the directory does not have (nothing matches). */
  category?: string | null;
  city?: string | null;
  region?: string | null;
  verified?: boolean;
}

export interface NearCities {
  slugs: readonly string[];
  kms: readonly number[];
  radiusKm: number | null;
}

export interface Scope {
  locale: Locale;
  match: TextMatch | null;
  filters: ScopeFilters;
  near: NearCities | null;
}

function localeLiteral(locale: Locale): string {
  if (!locales.includes(locale)) throw new Error(`unknown locale ${String(locale)}`);
  return `'${locale}'`;
}

function distanceOf(near: NearCities | null, params: SqlParams): string {
  if (!near) return 'NULL::float8';
  return `(SELECT min(near.km) FROM unnest(city_slugs) AS own(slug)
    JOIN unnest(${params.add(near.slugs, '::text[]')}, ${params.add(near.kms, '::float8[]')})
      AS near(slug, km) ON near.slug = own.slug)`;
}

function conditionsOf(scope: Scope, params: SqlParams): string[] {
  const where = [`locale = ${localeLiteral(scope.locale)}`];
  if (scope.match) where.push(`terms @@ ${params.add(scope.match.query, '::tsquery')}`);
  const { category, city, region, verified } = scope.filters;
  for (const [value, sql] of [
    [category, (p: string) => `category_key = ${p}`],
    // Containment, not `= ANY`: the form the city's GIN index answers (migration 007).
    [city, (p: string) => `city_slugs @> ARRAY[${p}]::text[]`],
    [region, (p: string) => `${p} = ANY(regions)`],
  ] as const) {
    if (value === undefined) continue;
    where.push(value === null ? 'FALSE' : sql(params.add(value)));
  }
  if (verified) where.push('verified');
  return where;
}

/**
 * What each row of the scope carries besides its columns: its score, no score (counts), or
 * its terms, for a score worked out later on the few rows of a page (scoreOf).
 */
export type Scoring = 'score' | 'none' | 'terms';

/** The scope's rows with their distance and, as `scoring` says, their score, as a subquery. */
export function scopeRows(scope: Scope, params: SqlParams, scoring: Scoring = 'score'): string {
  const score = scoring === 'score' ? scoreOf(scope.match?.words ?? [], params) : '0::real';
  const rows = `SELECT position, category_key, city_slugs, regions, name_rank, updated_at,
      ${scoring === 'terms' ? 'terms, ' : ''}${score} AS score,
      ${distanceOf(scope.near, params)} AS distance
    FROM directory_search WHERE ${conditionsOf(scope, params).join(' AND ')}`;
  if (!scope.near) return rows;
  const radius =
    scope.near.radiusKm === null ? '' : ` AND distance <= ${params.add(scope.near.radiusKm)}`;
  return `SELECT * FROM (${rows}) AS placed WHERE distance IS NOT NULL${radius}`;
}

/** The embedded engine's orders: nearest first near a place, else the sort, else best first. */
export function orderOf(scope: Scope, sort: SearchSort): string {
  const text = scope.match !== null;
  if (scope.near) return text ? 'distance, score DESC, position' : 'distance, position';
  if (sort === 'name') return 'name_rank';
  if (sort === 'updated') return 'updated_at DESC, position';
  return text ? 'score DESC, position' : 'position';
}
