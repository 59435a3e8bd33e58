import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgresServer, type PostgresServer } from '@/lib/testing/postgres-server';
import { sampleListings } from '../../../../bench/search/sample-indexes';
import { PgDatabase, type Queryable } from '../pg-database';
import { PostgresContentStore } from '../postgres-content-store';
import { configOf } from '../test-database';
import { HEAD_ROWS } from './scope-memo';
import { ScopeReads } from './scope-reads';
import { countedPageIn, pageOf, topIn } from './search-pages';
import type { Scope, ScopeFilters } from './search-scope';
import type { SearchVersion } from './search-vocabulary';
import { openStoredEngines } from './test-engines';

/*
 * A version's scopes are read from PostgreSQL once: what a scope without text counts comes from
 * the filter groups the writer stored, and a scope read once answers its other pages, orders and
 * totals from memory, each answer as a fresh read of its rows gives it.
 */
let server: PostgresServer;
let store: PostgresContentStore;
let database: PgDatabase;
let at: SearchVersion;
/** A term many businesses hold: more than the rows a scope keeps. */
let common: string;

beforeAll(async () => {
  server = await startPostgresServer();
  store = new PostgresContentStore(configOf(server.url));
  await openStoredEngines(store, sampleListings({ synthetic: 600 }));
  database = new PgDatabase(configOf(server.url));
  const [state] = await database.query<{ version: string; revision: number; documents: number }>(
    "SELECT version::text, revision, documents FROM directory_search_state WHERE locale = 'en'",
  );
  at = { locale: 'en', ...state! };
  const [term] = await database.query<{ term: string }>(
    `SELECT term FROM directory_search_terms WHERE locale = 'en' AND term ~ '^[a-z]{4,}$'
     ORDER BY documents DESC, term LIMIT 1`,
  );
  common = term!.term;
}, 120_000);

afterAll(async () => {
  await database?.close();
  await store?.close();
  await server?.stop();
});

/** The statements `work` sends, with their answers. */
async function statementsOf<T>(work: (db: Queryable) => Promise<T>) {
  const sent: string[] = [];
  const db: Queryable = {
    query: (sql, values, options) => {
      sent.push(sql);
      return database.query(sql, values, options);
    },
  };
  return { answer: await work(db), sent };
}

const scopeOf = (filters: ScopeFilters, text?: string): Scope => ({
  locale: 'en',
  match: text ? { query: `'${text}'`, words: [{ terms: [text], values: [1] }] } : null,
  filters,
  near: null,
});

const facetsOf = (page: { rows: unknown; total: number }) => ({
  rows: page.rows,
  total: page.total,
});

describe('ScopeReads', () => {
  it.each<ScopeFilters>([
    { category: 'bakery' },
    { city: 'montreal', verified: true },
    { region: 'CA-QC' },
    { category: 'bakery', region: 'CA-ON', verified: true },
    { category: null },
  ])('counts a scope without text from the filter groups: %j', async (filters) => {
    const scope = scopeOf(filters);
    const reads = new ScopeReads(at.version);
    const { answer, sent } = await statementsOf((db) =>
      reads.page(db, at, scope, 'relevance', 20, 0),
    );
    const fresh = await countedPageIn(database, scope, 'relevance', 20, 0);
    expect(facetsOf(answer)).toEqual({ rows: fresh.rows, total: fresh.counts.total });
    if (filters.category === null) expect(answer.total).toBe(0);
    else expect(answer.total).toBeGreaterThan(0);
    // The groups once, then the page: no statement groups the scope's rows.
    expect(sent.some((sql) => /GROUP BY category_key/.test(sql))).toBe(false);
    const named = (counts: Map<string, number>) =>
      [...counts.keys()].map((slug) => ({ slug, name: slug }));
    const directory = {
      categories: named(fresh.counts.categories),
      cities: named(fresh.counts.cities),
      regions: named(fresh.counts.regions),
    } as never;
    expect(answer.facetsIn(directory)).toEqual(
      pageOf(fresh.rows, fresh.counts).facetsIn(directory),
    );
  });

  it('reads a text scope once: its next pages, totals and first rows come from memory', async () => {
    const scope = scopeOf({}, common);
    const reads = new ScopeReads(at.version);
    const first = await statementsOf((db) => reads.page(db, at, scope, 'relevance', 20, 0));
    expect(first.sent).toHaveLength(1);
    expect(first.answer.total).toBeGreaterThan(HEAD_ROWS);
    const later = await statementsOf(async (db) => ({
      second: await reads.page(db, at, scope, 'relevance', 20, 20),
      total: await reads.total(db, at, scope),
      best: await reads.top(db, at, scope, 'relevance', 5),
    }));
    expect(later.sent).toEqual([]);
    const ranked = await topIn(database, scope, 'relevance', 40);
    expect(later.answer.second.rows).toEqual(ranked.slice(20, 40));
    expect(later.answer.best).toEqual(ranked.slice(0, 5));
    expect(later.answer.total).toBe(first.answer.total);
  });

  it('reads a page past the remembered rows, and another order, from PostgreSQL', async () => {
    const scope = scopeOf({}, common);
    const reads = new ScopeReads(at.version);
    await reads.page(database, at, scope, 'relevance', 20, 0);
    const past = await statementsOf((db) => reads.page(db, at, scope, 'relevance', 20, HEAD_ROWS));
    expect(past.sent).toHaveLength(1);
    expect(past.answer.rows).toEqual(await topIn(database, scope, 'relevance', 20, HEAD_ROWS));
    const byName = await statementsOf((db) => reads.page(db, at, scope, 'name', 20, 0));
    expect(byName.sent).toHaveLength(1);
    expect(byName.answer.rows).toEqual(await topIn(database, scope, 'name', 20));
    expect(byName.answer.total).toBe(past.answer.total);
  });

  it('counts in SQL a version written without filter groups, alike', async () => {
    const scope = scopeOf({ city: 'montreal' });
    const withGroups = await new ScopeReads(at.version).page(database, at, scope, 'name', 20, 0);
    const [kept] = await database.query<{ filter_groups: string }>(
      "SELECT filter_groups FROM directory_search_state WHERE locale = 'en'",
    );
    await database.query(
      "UPDATE directory_search_state SET filter_groups = NULL WHERE locale = 'en'",
    );
    try {
      const { answer, sent } = await statementsOf((db) =>
        new ScopeReads(at.version).page(db, at, scope, 'name', 20, 0),
      );
      expect(sent.some((sql) => /GROUP BY category_key/.test(sql))).toBe(true);
      expect(facetsOf(answer)).toEqual(facetsOf(withGroups));
    } finally {
      await database.query(
        "UPDATE directory_search_state SET filter_groups = $1 WHERE locale = 'en'",
        [kept!.filter_groups],
      );
    }
  });

  it('does not answer a later revision of the version from memory', async () => {
    const scope = scopeOf({}, common);
    const reads = new ScopeReads(at.version);
    await reads.page(database, at, scope, 'relevance', 20, 0);
    const { sent } = await statementsOf((db) =>
      reads.page(db, { ...at, revision: at.revision + 1 }, scope, 'relevance', 20, 0),
    );
    expect(sent).toHaveLength(1);
  });
});
