import type { Locale } from '@/lib/i18n/routing';
import type { ContentEntry } from '../content-entry';
import type { ContentFacetCount, EventQuery, EventResults, NearCities } from '../content-store';
import { filterToken } from './entry-columns';
import { instant } from './index-writes';
import { everyWord, filterExpression, withFilters } from './match-expression';
import { nearJson } from './near-order';
import { queryWords } from './query-words';
import { entriesById } from './ranked-rows';
import { ftsTable } from './schema';
import type { StatementCache } from './statement-cache';
import type { Vocabulary } from './vocabulary';

/*
 * What's on: events not yet over, in order of start, read from the events table's index on
 * the start (the full-text index only when there is text); near a place, in order of distance
 * first. Facets count each of the other filters' values: the cities menu ignores the city
 * chosen, the categories menu the category.
 */

type Condition = { sql: string; values: (string | number)[] };
type FilterName = 'category' | 'city';

export class EventListing {
  constructor(
    private readonly statements: StatementCache,
    private readonly vocabulary: Vocabulary,
  ) {}

  list(query: EventQuery): EventResults {
    return this.statements.readTransaction(() => {
      const textCondition = this.textCondition(query);
      if (textCondition === null)
        return { events: [], total: 0, facets: { cities: [], categories: [] } };
      const all = this.conditions(query, textCondition, null);
      const where = all.map((c) => c.sql).join(' AND ');
      const values = all.flatMap((c) => c.values);
      const total = Number(
        (
          this.statements.get(`SELECT count(*) AS n FROM events WHERE ${where}`).get(...values) as {
            n: number;
          }
        ).n,
      );
      const order = query.near ? byDistance(query.near) : null;
      const ids = (
        this.statements
          .get(
            order
              ? `SELECT id FROM events WHERE ${where}
                 ORDER BY ${order.sql}, starts_at, sort_name, sort_title, id LIMIT ? OFFSET ?`
              : // In the order of the index on the start: no sort of every listed event.
                `SELECT id FROM events INDEXED BY events_by_start WHERE ${where}
                 ORDER BY starts_at, sort_name, sort_title, id LIMIT ? OFFSET ?`,
          )
          .all(
            ...values,
            ...(order?.values ?? []),
            clampLimit(query.limit),
            Math.max(0, Math.floor(query.offset)),
          ) as { id: number }[]
      ).map((row) => Number(row.id));
      const entries = entriesById(this.statements, ids);
      const events = ids.flatMap((id) => entries.get(id) ?? []) satisfies ContentEntry[];
      return {
        events,
        total,
        facets: {
          cities: this.cityFacet(this.conditions(query, textCondition, 'city')),
          categories: this.categoryFacet(this.conditions(query, textCondition, 'category')),
        },
      };
    });
  }

  /** The ids matching the text, as a condition; null when the text can match nothing. */
  private textCondition(query: EventQuery): Condition | undefined | null {
    if (!query.text?.trim()) return undefined;
    const words = queryWords(query.text).map((word) => ({
      terms:
        word.term !== null && this.vocabulary.has(query.locale, word.term)
          ? [word.term]
          : word.term !== null
            ? this.vocabulary.closest(query.locale, word.term, word.tolerance).map((c) => c.term)
            : [],
      prefixes: word.isPrefix ? [word.word] : [],
    }));
    if (words.length === 0 || words.some((w) => w.terms.length + w.prefixes.length === 0))
      return null;
    const table = ftsTable(query.locale as Locale);
    const match = withFilters(everyWord(words), filterExpression([[filterToken.kind('event')]]));
    return {
      sql: `events.id IN (SELECT rowid FROM ${table} WHERE ${table} MATCH ?)`,
      values: [match],
    };
  }

  private conditions(
    query: EventQuery,
    text: Condition | undefined,
    without: FilterName | null,
  ): Condition[] {
    const conditions: Condition[] = [
      { sql: 'events.locale = ?', values: [query.locale] },
      { sql: 'events.listed_until >= ?', values: [instant(query.from)] },
    ];
    if (query.to) conditions.push({ sql: 'events.starts_at < ?', values: [instant(query.to)] });
    if (query.category && without !== 'category')
      conditions.push({ sql: 'events.category_slug = ?', values: [query.category] });
    if (query.city && without !== 'city')
      conditions.push({
        sql: 'EXISTS (SELECT 1 FROM event_cities AS c WHERE c.id = events.id AND c.city_slug = ?)',
        values: [query.city],
      });
    if (query.region)
      conditions.push({
        sql: 'EXISTS (SELECT 1 FROM json_each(events.regions) WHERE value = ?)',
        values: [query.region.toUpperCase()],
      });
    if (query.verified) conditions.push({ sql: 'events.verified = 1', values: [] });
    if (query.near)
      conditions.push({
        sql: `EXISTS (SELECT 1 FROM event_cities AS c WHERE c.id = events.id
                AND c.city_slug IN (SELECT key FROM json_each(?)))`,
        values: [nearJson(query.near)],
      });
    if (text) conditions.push(text);
    return conditions;
  }

  /** Read from event_cities' index alone when only the language and instant narrow it. */
  private cityFacet(conditions: Condition[]): ContentFacetCount[] {
    const [language, notOver, ...others] = conditions;
    const join = others.length === 0 ? '' : 'JOIN events ON events.id = c.id';
    const where = others.map((c) => `AND ${c.sql}`).join(' ');
    const rows = this.statements
      .get(
        `SELECT c.city_slug AS slug, max(c.city) AS name, count(*) AS count
         FROM event_cities AS c ${join}
         WHERE c.locale = ? AND c.listed_until >= ? ${where} GROUP BY c.city_slug`,
      )
      .all(
        ...(language?.values ?? []),
        ...(notOver?.values ?? []),
        ...others.flatMap((c) => c.values),
      ) as unknown as ContentFacetCount[];
    return sortFacet(rows);
  }

  private categoryFacet(conditions: Condition[]): ContentFacetCount[] {
    const where = conditions.map((c) => c.sql).join(' AND ');
    const rows = this.statements
      .get(
        `SELECT category_slug AS slug, max(category) AS name, count(*) AS count FROM events
         WHERE ${where} AND category_slug != '' GROUP BY category_slug`,
      )
      .all(...conditions.flatMap((c) => c.values)) as unknown as ContentFacetCount[];
    return sortFacet(rows);
  }
}

/** An event's distance: its business's nearest city among those near. */
function byDistance(near: NearCities): Condition {
  return {
    sql: `(SELECT min(d.value) FROM event_cities AS c JOIN json_each(?) AS d
           ON d.key = c.city_slug WHERE c.id = events.id)`,
    values: [nearJson(near)],
  };
}

function clampLimit(limit: number): number {
  return Math.min(100, Math.max(1, Math.floor(limit)));
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
