import type { ContentEntry } from '../content-entry';
import type { ContentFacetCount, EventQuery, EventResults } from '../content-store';
import { instant } from '../store/index-writes';
import { queryWords } from '../store/query-words';
import { kindNumber } from './entry-rows';
import type { PgDatabase, Queryable } from './pg-database';
import type { PgVocabulary } from './pg-vocabulary';
import { nearestCityKm } from './entry-filters';
import { SqlParams } from './sql-params';
import { everyWordQuery } from './tsquery';

/*
 * What's on: events not yet over, in order of start, read from content_events' index on the
 * start (the entries' full-text index only when there is text); near a place, in order of
 * distance first. Facets count each of the other filters' values: the cities menu ignores the
 * city chosen, the categories menu the category.
 */

type FilterName = 'category' | 'city';
type Conditions = (params: SqlParams) => string;

const NO_EVENTS: EventResults = { events: [], total: 0, facets: { cities: [], categories: [] } };

export class PgEventListing {
  constructor(
    private readonly database: PgDatabase,
    private readonly vocabulary: PgVocabulary,
  ) {}

  list(query: EventQuery): Promise<EventResults> {
    return this.database.transaction((db) => this.listIn(db, query), true);
  }

  private async listIn(db: Queryable, query: EventQuery): Promise<EventResults> {
    const match = await this.textQuery(db, query);
    if (match === null) return NO_EVENTS;
    const where = (without: FilterName | null) => (params: SqlParams) =>
      conditions(query, match, without, params);
    const counted = new SqlParams();
    const total = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM content_events AS events WHERE ${where(null)(counted)}`,
      counted.values,
    );
    const paged = new SqlParams();
    const filter = where(null)(paged);
    const limit = paged.add(Math.min(100, Math.max(1, Math.floor(query.limit))));
    const offset = paged.add(Math.max(0, Math.floor(query.offset)));
    // Near a place: nearest first, then by start.
    const distance = query.near ? nearestCityKm(query.near, 'events.city_slugs', paged) : '0';
    const rows = await db.query<{ data: ContentEntry }>(
      `SELECT entries.data FROM (
         SELECT id, ${distance} AS distance, starts_at, sort_name, sort_title
         FROM content_events AS events WHERE ${filter}
         ORDER BY distance, starts_at, sort_name, sort_title, id LIMIT ${limit} OFFSET ${offset}
       ) AS page JOIN content_entries AS entries USING (id)
       ORDER BY page.distance, page.starts_at, page.sort_name, page.sort_title, page.id`,
      paged.values,
    );
    return {
      events: rows.map((row) => row.data),
      total: Number(total[0]?.n ?? 0),
      facets: {
        cities: await this.cityFacet(db, where('city')),
        categories: await this.categoryFacet(db, where('category')),
      },
    };
  }

  /** The tsquery of the text (undefined without text); null when it can match nothing. */
  private async textQuery(db: Queryable, query: EventQuery): Promise<string | undefined | null> {
    if (!query.text?.trim()) return undefined;
    const words = [];
    for (const word of queryWords(query.text)) {
      let terms: string[] = [];
      if (word.term !== null)
        terms = (await this.vocabulary.has(db, query.locale, word.term))
          ? [word.term]
          : (await this.vocabulary.closest(db, query.locale, word.term, word.tolerance)).map(
              (correction) => correction.term,
            );
      words.push({ terms, prefixes: word.isPrefix ? [word.word] : [] });
    }
    if (words.length === 0 || words.some((w) => w.terms.length + w.prefixes.length === 0))
      return null;
    return everyWordQuery(words);
  }

  private async cityFacet(db: Queryable, where: Conditions): Promise<ContentFacetCount[]> {
    const params = new SqlParams();
    const rows = await db.query<ContentFacetCount>(
      `SELECT city.slug, max(events.cities[city.n]) AS name, count(DISTINCT events.id)::int AS count
       FROM content_events AS events, unnest(events.city_slugs) WITH ORDINALITY AS city(slug, n)
       WHERE ${where(params)} AND city.slug <> '' GROUP BY city.slug`,
      params.values,
    );
    return sortFacet(rows);
  }

  private async categoryFacet(db: Queryable, where: Conditions): Promise<ContentFacetCount[]> {
    const params = new SqlParams();
    const rows = await db.query<ContentFacetCount>(
      `SELECT category_slug AS slug, max(category) AS name, count(*)::int AS count
       FROM content_events AS events
       WHERE ${where(params)} AND category_slug <> '' GROUP BY category_slug`,
      params.values,
    );
    return sortFacet(rows);
  }
}

function conditions(
  query: EventQuery,
  match: string | undefined,
  without: FilterName | null,
  params: SqlParams,
): string {
  const all = [
    `events.locale = ${params.add(query.locale)}`,
    `events.listed_until >= ${params.add(instant(query.from), '::timestamptz')}`,
  ];
  if (query.to) all.push(`events.starts_at < ${params.add(instant(query.to), '::timestamptz')}`);
  if (query.category && without !== 'category')
    all.push(`events.category_slug = ${params.add(query.category)}`);
  if (query.city && without !== 'city')
    all.push(`events.city_slugs @> ARRAY[${params.add(query.city)}::text]`);
  if (query.region)
    all.push(`events.regions @> ARRAY[${params.add(query.region.toUpperCase())}::text]`);
  if (query.verified) all.push('events.verified');
  if (query.near)
    all.push(
      `events.city_slugs && ${params.add(
        query.near.map((city) => city.slug),
        '::text[]',
      )}`,
    );
  if (match !== undefined)
    all.push(
      `events.id IN (SELECT id FROM content_entries WHERE locale = ${params.add(query.locale)}
       AND kind = ${kindNumber('event')} AND terms @@ ${params.add(match, '::tsquery')})`,
    );
  return all.join(' AND ');
}

/** Most events first, then by name, so that the menus read the same on every server. */
function sortFacet(rows: ContentFacetCount[]): ContentFacetCount[] {
  return rows
    .map((row) => ({
      slug: String(row.slug),
      name: String(row.name ?? row.slug),
      count: Number(row.count),
    }))
    .sort(
      (a, b) => b.count - a.count || a.name.localeCompare(b.name) || (a.slug < b.slug ? -1 : 1),
    );
}
