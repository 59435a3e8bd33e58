import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListedBusiness } from '@/lib/directory/listed-business';
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
 * After refreshes that rename, re-describe, add, drop and move businesses in both languages,
 * the rows carried over and the rows written anew answer as the embedded engine built from the
 * refreshed listing does, and hold what a first write of that listing would hold.
 */
let server: PostgresServer;
let store: PostgresContentStore;
let refreshed: Record<'en' | 'fr', ListedBusiness[]>;
let stored: OpenedEngines;
const embedded = { en: new EmbeddedSearchEngine(), fr: new EmbeddedSearchEngine() };

/** The listing with every 20th business renamed, every 30th dropped, some new, two moved. */
function changed(listing: ListedBusiness[], word: string, round: number): ListedBusiness[] {
  const kept = listing
    .filter((_, at) => at % 30 !== 29 - round)
    .map((business, at) =>
      at % 20 === round
        ? { ...business, name: `${word} ${business.name}`, description: `${word} ${round}` }
        : business,
    );
  const added = kept.slice(0, 5).map((business, n) => ({
    ...business,
    slug: `${business.slug}-new-${round}-${n}`,
    name: `${word} Nouveau ${round} ${n}`,
  }));
  kept.splice(kept.length >> 1, 0, ...added);
  const [first] = kept.splice(3, 1);
  kept.push(first!);
  return kept;
}

beforeAll(async () => {
  server = await startPostgresServer();
  store = new PostgresContentStore(configOf(server.url));
  let listings = sampleListings({ synthetic: 600 });
  await openStoredEngines(store, listings);
  for (const round of [0, 1]) {
    listings = {
      en: changed(listings.en, 'Zephyr', round),
      fr: changed(listings.fr, 'Zéphyr', round),
    };
    stored = await openStoredEngines(store, listings);
  }
  refreshed = listings;
  await embedded.en.index({ index: stored.en.index, twin: stored.fr.index });
  await embedded.fr.index({ index: stored.fr.index, twin: stored.en.index });
}, 120_000);

afterAll(async () => {
  await store?.close();
  await server?.stop();
});

const QUERIES: Partial<SearchQuery>[] = [
  ...RELEVANCE_TABLE.map(([locale, text]) => ({ locale, text })),
  { text: '', sort: 'name', limit: 100 },
  { text: '', sort: 'name', page: 4, limit: 50 },
  { text: '', sort: 'updated', limit: 50 },
  { text: 'zephyr', limit: 100 },
  { text: 'zephyr', sort: 'name', limit: 100 },
  { text: 'nouveau', limit: 100 },
  { text: 'bakery', category: 'bakery', limit: 100 },
  { locale: 'fr', text: 'zephyr', limit: 100 },
  { locale: 'fr', text: '', sort: 'name', limit: 100 },
  { locale: 'fr', text: 'boulangerie', limit: 100 },
];

/** The rows and vocabulary as stored, without what depends on the order they were written in. */
async function contents() {
  const rows = await server.query(
    `SELECT locale, key, slug, position, terms::text, category_key, city_slugs, regions, verified,
       updated_at, gives FROM directory_search ORDER BY locale, key`,
  );
  const order = await server.query(
    'SELECT locale, array_agg(key ORDER BY name_rank) AS keys FROM directory_search GROUP BY locale ORDER BY locale',
  );
  const terms = await server.query(
    'SELECT locale, term, documents, length FROM directory_search_terms ORDER BY locale, term',
  );
  const states = await server.query(
    'SELECT locale, documents, gives_digest FROM directory_search_state ORDER BY locale',
  );
  return { rows: rows.rows, order: order.rows, terms: terms.rows, states: states.rows };
}

describe('the search rows after refreshes', () => {
  it.each(QUERIES.map((query) => [JSON.stringify(query), query] as const))(
    'answer %s as the embedded engine does',
    async (_, partial) => {
      const query = normalizeQuery({ locale: 'en', ...partial });
      const locale = query.locale as 'en' | 'fr';
      expect(await stored[locale].engine.search(query)).toEqual(
        await embedded[locale].search(query),
      );
    },
  );

  it('hold what a first write of the same listing holds', async () => {
    const incremental = await contents();
    await server.query(
      `TRUNCATE directory_listing, directory_listing_state, directory_search,
         directory_search_terms, directory_search_state`,
    );
    await openStoredEngines(store, refreshed);
    expect(incremental).toEqual(await contents());
  });
});
