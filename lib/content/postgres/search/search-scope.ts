import { SEARCH_DOCUMENT_FIELDS } from '@/lib/directory/search/search-documents';
import type { SearchSort } from '@/lib/directory/search/search-query';
import { FIELD_BOOSTS } from '@/lib/directory/search/text-matcher';
import { locales, type Locale } from '@/lib/i18n/routing';
import type { SqlParams } from '../sql-params';

/*
 * The rows a search reads, as SQL: the version's businesses that hold the words (a tsquery of
 * each word's candidate terms) and pass the filters, each with the embedded engine's score (per
 * word, the best candidate it holds: weight × IDF × its field's boost, as a 32-bit float like
 * the engine's arrays; summed over the words in their order) and, near a place, the distance
 * to its nearest city. Every value is a parameter; the language is one of the site's, written
 * in the statement so that its full-text index is chosen.
 */

/** The query's words as candidate terms, each with its word's index and weight × IDF. */
export interface TextMatch {
  /** tsquery text: each word's candidates OR'ed, the words AND'ed (OR'ed when loose). */
  query: string;
  terms: readonly string[];
  words: readonly number[];
  values: readonly number[];
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
  version: string;
  match: TextMatch | null;
  filters: ScopeFilters;
  near: NearCities | null;
}

const BOOSTS = SEARCH_DOCUMENT_FIELDS.map((field) => FIELD_BOOSTS[field]);

function localeLiteral(locale: Locale): string {
  if (!locales.includes(locale)) throw new Error(`unknown locale ${String(locale)}`);
  return `'${locale}'`;
}

function scoreOf(match: TextMatch | null, params: SqlParams): string {
  if (!match) return '0::real';
  const terms = params.add(match.terms, '::text[]');
  return `(SELECT sum(w.best ORDER BY w.word) FROM (
      SELECT c.word, max(c.value * (${params.add(BOOSTS, '::float8[]')})[u.positions[1]])::real AS best
      FROM unnest(ts_delete(terms, tsvector_to_array(ts_delete(terms, ${terms})))) AS u
      JOIN unnest(${terms}, ${params.add(match.words, '::int[]')}, ${params.add(match.values, '::float8[]')})
        AS c(term, word, value) ON c.term = u.lexeme
      GROUP BY c.word) AS w)`;
}

function distanceOf(near: NearCities | null, params: SqlParams): string {
  if (!near) return 'NULL::float8';
  return `(SELECT min(near.km) FROM unnest(city_slugs) AS own(slug)
    JOIN unnest(${params.add(near.slugs, '::text[]')}, ${params.add(near.kms, '::float8[]')})
      AS near(slug, km) ON near.slug = own.slug)`;
}

function conditionsOf(scope: Scope, params: SqlParams): string[] {
  const where = [
    `locale = ${localeLiteral(scope.locale)}`,
    `version = ${params.add(scope.version)}`,
  ];
  if (scope.match) where.push(`terms @@ ${params.add(scope.match.query, '::tsquery')}`);
  const { category, city, region, verified } = scope.filters;
  for (const [value, sql] of [
    [category, (p: string) => `category_key = ${p}`],
    [city, (p: string) => `${p} = ANY(city_slugs)`],
    [region, (p: string) => `${p} = ANY(regions)`],
  ] as const) {
    if (value === undefined) continue;
    where.push(value === null ? 'FALSE' : sql(params.add(value)));
  }
  if (verified) where.push('verified');
  return where;
}

/** The scope's rows with their score (unless `scored` is false) and distance, as a subquery. */
export function scopeRows(scope: Scope, params: SqlParams, scored = true): string {
  const score = scored ? scoreOf(scope.match, params) : '0::real';
  const rows = `SELECT position, category_key, city_slugs, regions, name_rank, updated_at,
      ${score} AS score, ${distanceOf(scope.near, params)} AS distance
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
