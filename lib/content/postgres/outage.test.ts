import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startPostgresServer, type PostgresServer } from '@/lib/testing/postgres-server';
import { ContentStoreUnavailableError } from '../store-unavailable';
import { PostgresContentStore } from './postgres-content-store';
import { configOf, emptyIndex } from './test-database';
import { entry } from '../conformance/fixtures';
import { listedBusiness } from '@/lib/directory/listed-business-fixture';
import { listedBusinessOf } from '@/lib/directory/listed-business';

// PostgreSQL down, then back: typed errors that callers answer with a 503, and no restart.
let server: PostgresServer;

beforeAll(async () => {
  server = await startPostgresServer();
  await emptyIndex(server);
}, 60_000);

afterAll(async () => {
  await server?.stop();
});

const query = { text: 'croissant', locale: 'en' as const, limit: 5, offset: 0 };

/** Everything console.* printed during `work`, as one text. */
async function printedDuring(work: () => Promise<void>): Promise<string> {
  const printed: unknown[] = [];
  const spies = (['log', 'warn', 'error', 'info'] as const).map((method) =>
    vi.spyOn(console, method).mockImplementation((...args) => void printed.push(...args)),
  );
  try {
    await work();
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return printed.map((item) => (item instanceof Error ? item.stack : String(item))).join('\n');
}

describe('PostgresContentStore when PostgreSQL is down', () => {
  it('rejects with ContentStoreUnavailableError, then answers again once it is back', async () => {
    const store = new PostgresContentStore(configOf(server.url));
    await store.replaceBusiness('en', 'ginette', [entry('item', 'c', 'Butter croissants')], null);
    expect((await store.search(query)).total).toBe(1);
    const printed = await printedDuring(async () => {
      await server.pause();
      const error = await store.search(query).catch((thrown: unknown) => thrown);
      expect(error).toBeInstanceOf(ContentStoreUnavailableError);
      expect((error as ContentStoreUnavailableError).retryAfterSeconds).toBeGreaterThan(0);
      expect(String((error as Error).message)).not.toContain(server.password);
      await expect(
        store.listEvents({ locale: 'en', from: new Date().toISOString(), limit: 5, offset: 0 }),
      ).rejects.toBeInstanceOf(ContentStoreUnavailableError);
      await expect(store.counts()).rejects.toBeInstanceOf(ContentStoreUnavailableError);
      await expect(store.acquireWriterLease('me', 1_000)).rejects.toBeInstanceOf(
        ContentStoreUnavailableError,
      );
      await server.restart();
      expect((await store.search(query)).total).toBe(1);
      expect(await store.acquireWriterLease('me', 1_000)).toBe(true);
    });
    expect(printed).not.toContain(server.password);
    await store.close();
  }, 60_000);

  it('fails a write whose connection breaks between two statements, and writes again once back', async () => {
    const store = new PostgresContentStore(configOf(server.url));
    const business = (slug: string) => listedBusinessOf(listedBusiness(slug, slug));
    let stopped = () => {};
    const serverStopped = new Promise<void>((resolve) => (stopped = resolve));
    // The listing's write streams from the API inside its transaction: PostgreSQL goes away
    // while the transaction's connection waits for the next business.
    async function* slowListing() {
      yield business('first');
      await serverStopped;
      yield business('second');
    }
    const printed = await printedDuring(async () => {
      const writing = store.listing.write('en', slowListing()).catch((thrown: unknown) => thrown);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await server.pause();
      stopped();
      expect(await writing).toBeInstanceOf(ContentStoreUnavailableError);
      await server.restart();
      const again = await store.listing.write('en', slowListing());
      expect(again.businesses).toBe(2);
    });
    expect(printed).not.toContain(server.password);
    await store.close();
  }, 60_000);

  it('never shows the password, for a refused login or an address where nothing listens', async () => {
    const wrong = server
      .urlOf(server.database)
      .replace(server.password, `${server.password}-wrong`);
    const nowhere = `postgres://postgres:${server.password}@127.0.0.1:1/${server.database}`;
    for (const url of [wrong, nowhere]) {
      const store = new PostgresContentStore(configOf(url));
      const printed = await printedDuring(async () => {
        const error = (await store.search(query).catch((thrown: unknown) => thrown)) as Error;
        expect(error).toBeInstanceOf(ContentStoreUnavailableError);
        expect(`${error.message}\n${error.stack}`).not.toContain(server.password);
      });
      expect(printed).not.toContain(server.password);
      await store.close();
    }
  });
});
