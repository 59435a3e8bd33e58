import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listedBusinessOf, type ListedBusiness } from '@/lib/directory/listed-business';
import { listedBusiness } from '@/lib/directory/listed-business-fixture';
import { normalizeQuery } from '@/lib/directory/search/search-query';
import { startPostgresServer, type PostgresServer } from '@/lib/testing/postgres-server';
import { PostgresContentStore } from '../postgres-content-store';
import { configOf } from '../test-database';
import { openStoredEngines } from './test-engines';

/*
 * A refresh writes the search rows of the businesses whose rows change, in either language
 * (a row holds the other language's words), and carries every other row over untouched:
 * counted by the rows' xmin, which every write of a row gives a new value.
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

const COUNT = 60;

function listings(
  change: (slug: string, locale: 'en' | 'fr') => Partial<ListedBusiness> = () => ({}),
) {
  const of = (locale: 'en' | 'fr', name: (n: number) => string, category: string) =>
    Array.from({ length: COUNT }, (_, n) => {
      const slug = `business-${n}`;
      const business = listedBusinessOf({ ...listedBusiness(slug, name(n)), category });
      return { ...business, ...change(slug, locale) };
    });
  return {
    en: of('en', (n) => `Bakery number ${n}`, 'Bakery'),
    fr: of('fr', (n) => `Boulangerie numéro ${n}`, 'Boulangerie'),
  };
}

/** Each stored row's and vocabulary term's xmin, by locale and key. */
async function writeMarks(): Promise<Map<string, string>> {
  const rows = await server.query(
    `SELECT 'row ' || locale || ' ' || key AS mark, xmin::text AS xmin FROM directory_search
     UNION ALL SELECT 'term ' || locale || ' ' || term, xmin::text FROM directory_search_terms`,
  );
  return new Map(rows.rows.map((row) => [row.mark as string, row.xmin as string]));
}

/** What was written between two marks: rows and terms that are new or written again. */
function written(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...after].filter(([mark, xmin]) => before.get(mark) !== xmin).map(([mark]) => mark);
}

async function found(engines: Awaited<ReturnType<typeof openStoredEngines>>, text: string) {
  const results = await engines.en.engine.search(normalizeQuery({ text, locale: 'en' }));
  return results.items.map((item) => item.slug);
}

describe('a refresh of the stored search rows', () => {
  it('writes nothing when no business changed', async () => {
    await openStoredEngines(store, listings());
    const before = await writeMarks();
    const state = await server.query('SELECT *, xmin FROM directory_search_state ORDER BY locale');
    await openStoredEngines(store, listings());
    expect(written(before, await writeMarks())).toEqual([]);
    expect(
      (await server.query('SELECT *, xmin FROM directory_search_state ORDER BY locale')).rows,
    ).toEqual(state.rows);
  });

  it('writes the one row of a business whose description changed, and its new terms', async () => {
    await openStoredEngines(store, listings());
    const before = await writeMarks();
    const changed = listings((slug, locale) =>
      slug === 'business-7' && locale === 'en' ? { description: 'Sourdough loaves' } : {},
    );
    const engines = await openStoredEngines(store, changed);
    expect(written(before, await writeMarks()).sort()).toEqual([
      'row en business-7',
      // Its old description held "business": one business less holds it.
      'term en business',
      'term en loave',
      'term en sourdough',
    ]);
    expect(await found(engines, 'sourdough')).toEqual(['business-7']);
  });

  it('writes both rows of a business renamed in French: its own, and the English one holding its words', async () => {
    await openStoredEngines(store, listings());
    const before = await writeMarks();
    const renamed = listings((slug, locale) =>
      slug === 'business-3' && locale === 'fr' ? { name: 'Pâtisserie Lumière' } : {},
    );
    const engines = await openStoredEngines(store, renamed);
    const rows = written(before, await writeMarks()).filter((mark) => mark.startsWith('row '));
    expect(rows.sort()).toEqual(['row en business-3', 'row fr business-3']);
    expect(await found(engines, 'lumiere')).toEqual(['business-3']);
    const french = await engines.fr.engine.search(
      normalizeQuery({ text: 'patisserie', locale: 'fr' }),
    );
    expect(french.items.map((item) => item.slug)).toEqual(['business-3']);
  });

  it('removes the row and the terms of a business the listing drops', async () => {
    const first = listings((slug) =>
      slug === 'business-9' ? { description: 'Unique croissant' } : {},
    );
    await openStoredEngines(store, first);
    const engines = await openStoredEngines(store, {
      en: first.en.filter((business) => business.slug !== 'business-9'),
      fr: first.fr.filter((business) => business.slug !== 'business-9'),
    });
    expect(await found(engines, 'croissant')).toEqual([]);
    const left = await server.query(
      "SELECT count(*)::int AS n FROM directory_search_terms WHERE term = 'croissant'",
    );
    expect(left.rows[0].n).toBe(0);
    const rows = await server.query('SELECT count(*)::int AS n FROM directory_search');
    expect(rows.rows[0].n).toBe(2 * (COUNT - 1));
  });
});
