import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listedBusinessOf, type ListedBusiness } from '@/lib/directory/listed-business';
import { listedBusiness } from '@/lib/directory/listed-business-fixture';
import type { OpenedEngines } from '@/lib/directory/search/conformance/engine-conformance';
import { normalizeQuery } from '@/lib/directory/search/search-query';
import { isSearchUnavailable, isSearchVersionMissing } from '@/lib/directory/search/stored-search';
import { startPostgresServer, type PostgresServer } from '@/lib/testing/postgres-server';
import { PostgresContentStore } from '../postgres-content-store';
import { configOf } from '../test-database';
import { openStoredEngines } from './test-engines';

/*
 * The search rows the listing's writer stores: always those of the stored listing version, with
 * the other language's words, whatever order the languages are written in.
 */
let server: PostgresServer;
let store: PostgresContentStore;

beforeAll(async () => {
  server = await startPostgresServer();
  store = new PostgresContentStore(configOf(server.url));
  await store.migrate();
}, 60_000);

afterAll(async () => {
  await store?.close();
  await server?.stop();
});

beforeEach(async () => {
  await server.query(
    `TRUNCATE directory_listing, directory_listing_state, directory_search,
       directory_search_terms, directory_search_state`,
  );
});

function business(slug: string, name: string, category = 'Bakery'): ListedBusiness {
  return listedBusinessOf({ ...listedBusiness(slug, name), category });
}

const english = [
  business('plateau', 'Plateau Bakery'),
  business('rideau', 'Rideau Hardware', 'Hardware Store'),
];
const french = [
  business('plateau', 'Boulangerie du Plateau', 'Boulangerie'),
  business('rideau', 'Quincaillerie Rideau', 'Quincaillerie'),
];

async function* streamed(businesses: ListedBusiness[], failAt = -1) {
  for (const [position, each] of businesses.entries()) {
    if (position === failAt) throw new Error('the API stopped answering');
    yield each;
  }
}

async function first(engines: OpenedEngines, locale: 'en' | 'fr', text: string) {
  const results = await engines[locale].engine.search(normalizeQuery({ text, locale }));
  return results.items.map((item) => item.slug);
}

async function searchStates() {
  const rows = await server.query(
    'SELECT locale, version::text, revision FROM directory_search_state ORDER BY locale',
  );
  return rows.rows as { locale: string; version: string; revision: number }[];
}

describe('the stored search rows', () => {
  it('are written with each listing version, and find the other language’s words', async () => {
    const engines = await openStoredEngines(store, { en: english, fr: french });
    const states = await searchStates();
    expect(states.map((state) => state.version)).toEqual([
      await store.listing.version('en'),
      await store.listing.version('fr'),
    ]);
    // English was stored before French: its rows were written again with the French words.
    expect(states.map((state) => state.revision)).toEqual([1, 0]);
    expect(await first(engines, 'en', 'quincaillerie')).toEqual(['rideau']);
    expect(await first(engines, 'fr', 'hardware')).toEqual(['rideau']);
    // French category pages have the English keys.
    const bakeries = await engines.fr.engine.search(
      normalizeQuery({ text: '', category: 'bakery', locale: 'fr' }),
    );
    expect(bakeries.items.map((item) => item.slug)).toEqual(['plateau']);
  });

  it('follow a new name in the other language without a new version of their own', async () => {
    const old = await openStoredEngines(store, { en: english, fr: french });
    const before = await searchStates();
    expect((await old.en.engine.suggest('ferr')).businesses).toEqual([]);
    const renamed = [french[0]!, business('rideau', 'Ferronnerie Rideau', 'Quincaillerie')];
    const engines = await openStoredEngines(store, { en: english, fr: renamed });
    expect(await first(engines, 'en', 'ferronnerie')).toEqual(['rideau']);
    // The English engine of before searches the same version, now with the new French words.
    expect(await first(old, 'en', 'ferronnerie')).toEqual(['rideau']);
    expect((await old.en.engine.suggest('ferr')).businesses.map((b) => b.slug)).toEqual(['rideau']);
    const after = await searchStates();
    // English keeps its version, its rows written again; French has its new version alone.
    expect(after[0]).toEqual({ ...before[0], revision: before[0]!.revision + 1 });
    expect(after[1]!.version).not.toBe(before[1]!.version);
    expect(after).toHaveLength(2);
  });

  it('stay those of the stored listing when a write fails half way', async () => {
    const before = await openStoredEngines(store, { en: english, fr: french });
    const more = [...english, business('nordik', 'Nordik Translations', 'Translation')];
    await expect(store.listing.write('en', streamed(more, 2))).rejects.toThrow('stopped');
    expect(await first(before, 'en', 'hardware')).toEqual(['rideau']);
    expect(await first(before, 'en', 'nordik')).toEqual([]);
  });

  it('are written for a stored listing that has none (the first pass after the migration)', async () => {
    await openStoredEngines(store, { en: english, fr: french });
    await server.query('TRUNCATE directory_search, directory_search_terms, directory_search_state');
    // The listing is the stored one: nothing is stored, but the search rows are written.
    expect((await store.listing.write('en', streamed(english))).changed).toBe(false);
    expect((await searchStates()).map((state) => state.locale)).toEqual(['en', 'fr']);
    const engines = await openStoredEngines(store, { en: english, fr: french });
    expect(await first(engines, 'en', 'boulangerie')).toEqual(['plateau']);
  });

  it('are missing for a version the listing has moved on from, which the engine says', async () => {
    const old = await openStoredEngines(store, { en: english, fr: french });
    await openStoredEngines(store, { en: english.slice(0, 1), fr: french });
    const error = await old.en.engine
      .search(normalizeQuery({ text: 'bakery', locale: 'en' }))
      .catch((thrown: unknown) => thrown);
    expect(isSearchVersionMissing(error)).toBe(true);
  });

  it('cannot be read while PostgreSQL is down, and are again once it is back', async () => {
    const engines = await openStoredEngines(store, { en: english, fr: french });
    await server.pause();
    try {
      const error = await engines.en.engine
        .search(normalizeQuery({ text: 'hardware', locale: 'en' }))
        .catch((thrown: unknown) => thrown);
      expect(isSearchUnavailable(error)).toBe(true);
      expect(isSearchVersionMissing(error)).toBe(false);
      expect(String((error as Error).message)).not.toContain(server.password);
      await expect(engines.en.engine.suggest('har')).rejects.toSatisfy(isSearchUnavailable);
    } finally {
      await server.restart();
    }
    expect(await first(engines, 'en', 'hardware')).toEqual(['rideau']);
  });
});
