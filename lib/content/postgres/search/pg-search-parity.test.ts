import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedEngines } from '@/lib/directory/search/conformance/engine-conformance';
import { EmbeddedSearchEngine } from '@/lib/directory/search/embedded-engine';
import { RELEVANCE_TABLE } from '@/lib/directory/search/relevance-table';
import { normalizeQuery, type SearchQuery } from '@/lib/directory/search/search-query';
import { startPostgresServer, type PostgresServer } from '@/lib/testing/postgres-server';
import { sampleListings } from '../../../../bench/search/sample-indexes';
import { PostgresContentStore } from '../postgres-content-store';
import { configOf } from '../test-database';
import { openStoredEngines } from './test-engines';

/*
 * The PostgreSQL engine gives the embedded engine's answers, whole: the same items in the same
 * order with the same scores, totals, facets and help, on 2,000 synthetic businesses (where
 * many score alike, so ties and rounding show) and every query kind the site sends.
 */
let server: PostgresServer;
let store: PostgresContentStore;
let stored: OpenedEngines;
const embedded = { en: new EmbeddedSearchEngine(), fr: new EmbeddedSearchEngine() };

beforeAll(async () => {
  server = await startPostgresServer();
  store = new PostgresContentStore(configOf(server.url));
  stored = await openStoredEngines(store, sampleListings({ synthetic: 2_000 }));
  await embedded.en.index({ index: stored.en.index, twin: stored.fr.index });
  await embedded.fr.index({ index: stored.fr.index, twin: stored.en.index });
}, 120_000);

afterAll(async () => {
  await store?.close();
  await server?.stop();
});

const near = (radiusKm: number | null) => ({
  near: {
    cityDistances: new Map([
      ['ottawa', 0],
      ['gatineau', 8.5],
      ['montreal', 166],
      ['quebec', 398.25],
    ]),
    radiusKm,
  },
});

const QUERIES: Partial<SearchQuery>[] = [
  ...RELEVANCE_TABLE.map(([locale, text]) => ({ locale, text })),
  { text: '' },
  { text: '', sort: 'name', page: 3, limit: 7 },
  { text: '', sort: 'updated', limit: 50 },
  { text: '', category: 'bakery', city: 'montreal' },
  { text: '', region: 'CA-ON', verified: true, sort: 'name' },
  { text: 'bakery', limit: 100 },
  { text: 'bakery', sort: 'name', limit: 100 },
  { text: 'bakery', sort: 'updated', page: 2, limit: 30 },
  { text: 'bakery ottawa', category: 'Bakery' },
  { text: 'dental', city: 'Gatineau', limit: 100 },
  { text: 'hardware', region: 'Ontario' },
  { text: 'repair', verified: true, limit: 100 },
  { text: 'street', limit: 100, page: 4 },
  { text: 'bakery', page: 6 },
  { text: '', category: 'bakery', page: 3, limit: 50 },
  { text: '', city: 'montreal', verified: true, sort: 'updated', page: 2 },
  { text: 'bo', limit: 100 },
  { text: 'sat', limit: 100 },
  { text: 'familie rue saint', limit: 100 },
  { text: 'dnetist' },
  { text: 'qincalerie rideau' },
  { text: 'qincalerie rideau', city: 'gatineau' },
  { text: 'bakery xylophone' },
  { text: 'allumettieres', city: 'ottawa' },
  { text: 'bakery', category: 'no-such-category' },
  { text: 'the and of' },
  { text: 'zzzzqqq' },
  { ...near(10), text: '' },
  { ...near(null), text: '', limit: 100 },
  { ...near(200), text: 'bakery', limit: 100 },
  { ...near(200), text: 'bakery xylophonist' },
  { locale: 'fr', text: 'boulangerie', limit: 100 },
  { locale: 'fr', text: 'dentiste gatineau' },
  { locale: 'fr', text: 'quincailleri', category: 'quincaillerie', limit: 100 },
  { locale: 'fr', text: '', sort: 'name', limit: 100 },
];

describe('the PostgreSQL engine and the embedded engine', () => {
  it.each(QUERIES.map((query) => [JSON.stringify(query, mapsAsArrays), query] as const))(
    'answer %s alike',
    async (_, partial) => {
      const query = normalizeQuery({ locale: 'en', ...partial });
      const locale = query.locale as 'en' | 'fr';
      expect(await stored[locale].engine.search(query)).toEqual(
        await embedded[locale].search(query),
      );
    },
  );

  // The PostgreSQL engine remembers what it read of each scope (scope-memo.ts): asked again,
  // and then in another order, every query must still answer as the embedded engine does.
  it('answers every query alike when asked again, remembered', async () => {
    for (const round of [1, 2])
      for (const partial of QUERIES) {
        const query = normalizeQuery({ locale: 'en', ...partial });
        const locale = query.locale as 'en' | 'fr';
        const again = round === 1 ? query : { ...query, sort: 'updated' as const };
        expect(
          await stored[locale].engine.search(again),
          JSON.stringify(again, mapsAsArrays),
        ).toEqual(await embedded[locale].search(again));
      }
  });

  it.each(['bo', 'boul', 'qu', 'gatin', 'hardw', 'mont', 'dé', 'rue sai', 'x'])(
    'suggest "%s" alike',
    async (text) => {
      for (const locale of ['en', 'fr'] as const)
        expect(await stored[locale].engine.suggest(text, 8)).toEqual(
          await embedded[locale].suggest(text, 8),
        );
    },
  );
});

function mapsAsArrays(_: string, value: unknown): unknown {
  return value instanceof Map ? [...value] : value;
}
