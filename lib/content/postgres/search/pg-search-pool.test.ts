import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListedBusiness } from '@/lib/directory/listed-business';
import { normalizeQuery, type SearchQuery } from '@/lib/directory/search/search-query';
import type { SearchEngine } from '@/lib/directory/search/search-engine';
import { startPostgresServer, type PostgresServer } from '@/lib/testing/postgres-server';
import { sampleListings } from '../../../../bench/search/sample-indexes';
import { PostgresContentStore } from '../postgres-content-store';
import { configOf, emptyIndex } from '../test-database';

/*
 * A search over the stored directory reads its results' entries from that directory, which
 * takes a connection of its own: with every connection of the pool held by searches, none may
 * wait for a second one while it holds the first, or they all wait until the pool's turns time
 * out. A pool of one connection shows it at once.
 */
let server: PostgresServer;
let roomy: PostgresContentStore;
let single: PostgresContentStore;

async function* streamed(businesses: ListedBusiness[]): AsyncGenerator<ListedBusiness> {
  yield* businesses;
}

async function engineOf(store: PostgresContentStore): Promise<SearchEngine> {
  const version = (await store.directories.version('en'))!;
  return store.directorySearch.engineFor(await store.directories.open('en', version), version);
}

beforeAll(async () => {
  server = await startPostgresServer();
  await emptyIndex(server);
  roomy = new PostgresContentStore(configOf(server.url));
  const sample = sampleListings({ synthetic: 300 });
  await roomy.listing.write('en', streamed(sample.en));
  await roomy.listing.write('fr', streamed(sample.fr));
  single = new PostgresContentStore(configOf(server.url, { DATABASE_POOL_MAX: '1' }));
}, 60_000);

afterAll(async () => {
  await Promise.all([roomy?.close(), single?.close()]);
  await server?.stop();
});

const search = (engine: SearchEngine, query: Partial<SearchQuery>) =>
  engine.search(normalizeQuery({ locale: 'en', ...query }));

describe('the stored search with a pool of one connection', () => {
  it('answers searches, their closest matches and suggestions as a roomy pool does', async () => {
    const [one, many] = await Promise.all([engineOf(single), engineOf(roomy)]);
    const found = await search(one, { text: 'bakery' });
    expect(found.total).toBeGreaterThan(0);
    expect(found.items.every((item) => item.name.length > 0)).toBe(true);
    expect(found).toEqual(await search(many, { text: 'bakery' }));

    const closest = await search(one, { text: 'bakery zqxvw' });
    expect(closest.total).toBe(0);
    expect(closest.closest?.length).toBeGreaterThan(0);
    expect(closest).toEqual(await search(many, { text: 'bakery zqxvw' }));

    const suggested = await one.suggest('bak');
    expect(suggested.businesses.length).toBeGreaterThan(0);
    expect(suggested).toEqual(await many.suggest('bak'));
  });

  it('answers searches asked at once, more of them than connections', async () => {
    const one = await engineOf(single);
    const texts = ['bakery', 'hardware', 'coffee', 'garage', 'yoga', 'florist'];
    const answers = await Promise.all(texts.map((text) => search(one, { text })));
    const many = await engineOf(roomy);
    for (const [at, text] of texts.entries())
      expect(answers[at], text).toEqual(await search(many, { text }));
  });
});
