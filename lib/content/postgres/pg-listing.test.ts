import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listedBusiness } from '@/lib/directory/listed-business-fixture';
import { listedBusinessOf, type ListedBusiness } from '@/lib/directory/listed-business';
import { startPostgresServer, type PostgresServer } from '@/lib/testing/postgres-server';
import { ContentStoreUnavailableError } from '../store-unavailable';
import { ListingReplacedError } from './pg-listing';
import { PostgresContentStore } from './postgres-content-store';
import { configOf, emptyIndex } from './test-database';

// The cluster's stored listing on a real PostgreSQL: whole versions only, in listing order.
let server: PostgresServer;
let store: PostgresContentStore;

beforeAll(async () => {
  server = await startPostgresServer();
  await emptyIndex(server);
  store = new PostgresContentStore(configOf(server.url));
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

function listing(count: number, name = (n: number) => `Business ${n}`): ListedBusiness[] {
  return Array.from({ length: count }, (_, n) =>
    listedBusinessOf(listedBusiness(`business-${n}`, name(n))),
  );
}

async function* streamed(businesses: ListedBusiness[], failAt = -1) {
  for (const [position, business] of businesses.entries()) {
    if (position === failAt) throw new Error('the API stopped answering');
    yield business;
  }
}

async function readAll(locale: 'en' | 'fr', version: string): Promise<ListedBusiness[]> {
  const read: ListedBusiness[] = [];
  for await (const business of store.listing.read(locale, version)) read.push(business);
  return read;
}

async function storedRows(): Promise<number> {
  const rows = await server.query('SELECT count(*)::int AS n FROM directory_listing');
  return rows.rows[0].n as number;
}

describe('PgListing', () => {
  it('has no version before the first write, then reads back what was written, in order', async () => {
    expect(await store.listing.version('en')).toBeNull();
    const businesses = listing(2_345);
    businesses[7] = {
      ...businesses[7]!,
      markdown: '# Bread\n\nSourdough *daily*.',
      tags: ['bio', 'nul \u0000 byte'],
    };
    const write = await store.listing.write('en', streamed(businesses));
    expect(write).toMatchObject({ businesses: 2_345, changed: true });
    expect(await store.listing.version('en')).toBe(write.version);
    expect(await store.listing.version('fr')).toBeNull();
    expect(await readAll('en', write.version)).toEqual(businesses);
  });

  it('keeps the version when the listing is the stored one, and replaces every row when not', async () => {
    const first = await store.listing.write('en', streamed(listing(1_500)));
    const same = await store.listing.write('en', streamed(listing(1_500)));
    expect(same).toEqual({ version: first.version, businesses: 1_500, changed: false });
    expect(await storedRows()).toBe(1_500);
    const renamed = listing(1_200, (n) => (n === 3 ? 'Renamed' : `Business ${n}`));
    const next = await store.listing.write('en', streamed(renamed));
    expect(next.changed).toBe(true);
    expect(next.version).not.toBe(first.version);
    expect(await store.listing.version('en')).toBe(next.version);
    expect(await storedRows()).toBe(1_200);
    expect((await readAll('en', next.version))[3]?.name).toBe('Renamed');
  });

  it("makes a version visible with its own rows' statistics, not the tables' earlier ones", async () => {
    const sampled = async () =>
      Object.fromEntries(
        (
          await server.query(
            `SELECT relname, reltuples FROM pg_class
             WHERE relname IN ('directory_listing', 'directory_search')`,
          )
        ).rows.map((row: { relname: string; reltuples: number }) => [row.relname, row.reltuples]),
      );
    await store.listing.write('en', streamed(listing(1_500)));
    // Sampled by the writer in its transaction: autovacuum would only come later, if at all.
    expect(await sampled()).toEqual({ directory_listing: 1_500, directory_search: 1_500 });
    await store.listing.write('fr', streamed(listing(900)));
    expect(await sampled()).toEqual({ directory_listing: 2_400, directory_search: 2_400 });
    await store.listing.write('en', streamed(listing(300, (n) => `Other ${n}`)));
    expect(await sampled()).toEqual({ directory_listing: 1_200, directory_search: 1_200 });
  });

  it('leaves the stored listing whole when a write fails half way', async () => {
    const first = await store.listing.write('fr', streamed(listing(1_100)));
    await expect(
      store.listing.write(
        'fr',
        streamed(
          listing(3_000, () => 'Other'),
          2_500,
        ),
      ),
    ).rejects.toThrow('the API stopped answering');
    expect(await store.listing.version('fr')).toBe(first.version);
    expect(await storedRows()).toBe(1_100);
    expect(await readAll('fr', first.version)).toEqual(listing(1_100));
  });

  it('fails a read whose version is replaced under it, rather than end it short', async () => {
    const first = await store.listing.write('en', streamed(listing(2_500)));
    const reader = store.listing.read('en', first.version)[Symbol.asyncIterator]();
    expect((await reader.next()).value?.slug).toBe('business-0');
    await store.listing.write('en', streamed(listing(2_500, () => 'Newer')));
    const error = await (async () => {
      for (let result = await reader.next(); !result.done; result = await reader.next());
    })().catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ListingReplacedError);
    await expect(readAll('en', first.version)).rejects.toBeInstanceOf(ListingReplacedError);
  });

  it('tells how long ago the listing was last read, by the database clock', async () => {
    const both = ['en', 'fr'] as const;
    await server.query("DELETE FROM content_meta WHERE key = 'listing_read'");
    await store.listing.write('en', streamed(listing(3)));
    await store.listing.write('fr', streamed(listing(3)));
    expect(await store.listing.sinceRead(both)).toBeNull();
    await store.listing.markRead();
    const fresh = await store.listing.sinceRead(both);
    expect(fresh).toBeGreaterThanOrEqual(0);
    expect(fresh).toBeLessThan(5_000);
    await server.query(
      `UPDATE content_meta SET value = jsonb_build_object('at', now() - interval '4 minutes')
       WHERE key = 'listing_read'`,
    );
    const older = (await store.listing.sinceRead(both))!;
    expect(older).toBeGreaterThanOrEqual(240_000);
    expect(older).toBeLessThan(250_000);
    // A language without its listing (emptied tables) is to be read now, whatever the record.
    await server.query("DELETE FROM directory_listing_state WHERE locale = 'fr'");
    expect(await store.listing.sinceRead(both)).toBeNull();
  });

  it('answers again without a restart once PostgreSQL is back, naming no password', async () => {
    const write = await store.listing.write('en', streamed(listing(10)));
    await server.pause();
    try {
      const error = await store.listing.version('en').catch((thrown: unknown) => thrown);
      expect(error).toBeInstanceOf(ContentStoreUnavailableError);
      expect(String((error as Error).message)).not.toContain(server.password);
    } finally {
      await server.restart();
    }
    expect(await store.listing.version('en')).toBe(write.version);
  }, 60_000);
});
