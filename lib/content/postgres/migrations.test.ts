import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgresServer, type PostgresServer } from '@/lib/testing/postgres-server';
import { entry } from '../conformance/fixtures';
import { LATEST_SCHEMA_VERSION, PostgresContentStore } from '.';
import { listedBusiness } from '@/lib/directory/listed-business-fixture';
import { listedBusinessOf } from '@/lib/directory/listed-business';
import { MIGRATIONS } from './migrations';
import { configOf } from './test-database';

// Schema migrations on a real PostgreSQL, and the roles an operator gives instances and the sync.
let server: PostgresServer;
let databases = 0;

beforeAll(async () => {
  server = await startPostgresServer();
}, 60_000);

afterAll(async () => {
  await server?.stop();
});

async function freshDatabase(): Promise<string> {
  const name = `fresh_${++databases}`;
  await server.query(`CREATE DATABASE ${name}`, 'postgres');
  return name;
}

const query = { text: 'croissant', locale: 'en' as const, limit: 5, offset: 0 };

describe('PostgreSQL schema migrations', () => {
  it('are applied once when several instances start at once', async () => {
    const name = await freshDatabase();
    const stores = Array.from(
      { length: 4 },
      () => new PostgresContentStore(configOf(server.urlOf(name))),
    );
    await Promise.all(stores.map((store) => store.search(query)));
    const rows = await server.query('SELECT version FROM schema_migrations ORDER BY version', name);
    expect(rows.rows.map((row) => row.version)).toEqual(MIGRATIONS.map((m) => m.version));
    await Promise.all(stores.map((store) => store.close()));
  });

  it('refuse a database whose schema is newer than the code', async () => {
    const name = await freshDatabase();
    const store = new PostgresContentStore(configOf(server.urlOf(name)));
    await store.migrate();
    await server.query(
      `INSERT INTO schema_migrations (version, name) VALUES (${LATEST_SCHEMA_VERSION + 1}, 'future')`,
      name,
    );
    const again = new PostgresContentStore(configOf(server.urlOf(name)));
    await expect(again.search(query)).rejects.toThrow(/newer than this version of the site/);
    await Promise.all([store.close(), again.close()]);
  });
});

async function* listingOf(slug: string) {
  yield listedBusinessOf(listedBusiness(slug, slug));
}

describe('PostgreSQL roles', () => {
  it('lets a read-only role search, and only the writer role write', async () => {
    const name = await freshDatabase();
    const owner = new PostgresContentStore(configOf(server.urlOf(name)));
    await owner.migrate();
    await owner.close();
    // The grants docs/operations.md gives, on this database.
    await server.query(
      `CREATE ROLE directory_reader LOGIN PASSWORD 'reader-pw';
       CREATE ROLE directory_writer LOGIN PASSWORD 'writer-pw';
       GRANT USAGE ON SCHEMA public TO directory_reader, directory_writer;
       GRANT SELECT ON ALL TABLES IN SCHEMA public TO directory_reader, directory_writer;
       GRANT INSERT, UPDATE, DELETE ON content_entries, content_events, content_terms,
         content_businesses, content_meta, content_writer_lease,
         directory_listing, directory_listing_state, directory_search, directory_search_terms,
         directory_search_state TO directory_writer;
       GRANT USAGE ON SEQUENCE directory_listing_versions TO directory_writer;
       GRANT EXECUTE ON FUNCTION directory_sample_tables() TO directory_writer;`,
      name,
    );
    const as = (role: string, password: string) =>
      new PostgresContentStore(
        configOf(`postgres://${role}:${password}@127.0.0.1:${server.port}/${name}`),
      );
    const writer = as('directory_writer', 'writer-pw');
    const reader = as('directory_reader', 'reader-pw');
    await writer.replaceBusiness('en', 'ginette', [entry('item', 'c', 'Butter croissants')], null);
    expect(await writer.acquireWriterLease('sync', 60_000)).toBe(true);
    expect((await reader.search(query)).total).toBe(1);
    expect((await reader.counts()).businesses.en).toBe(1);
    await expect(reader.replaceBusiness('en', 'ginette', [], null)).rejects.toThrow(
      /permission denied/,
    );
    await expect(reader.acquireWriterLease('rogue', 60_000)).rejects.toThrow(/permission denied/);
    expect((await reader.search(query)).total).toBe(1);
    // The directory's listing: the writer stores it, the reader reads it and cannot write it.
    const stored = await writer.listing.write('en', listingOf('ginette'));
    expect(await reader.listing.version('en')).toBe(stored.version);
    // Sampled in the writer's transaction, though its role owns none of the tables.
    const sampled = await server.query(
      "SELECT reltuples FROM pg_class WHERE relname IN ('directory_listing', 'directory_search')",
      name,
    );
    expect(sampled.rows.map((row: { reltuples: number }) => row.reltuples)).toEqual([1, 1]);
    // And its search rows, written with it, which the reader searches.
    expect(await reader.directorySearch.holds('en', stored.version)).toBe(true);
    const read: string[] = [];
    for await (const business of reader.listing.read('en', stored.version))
      read.push(business.slug);
    expect(read).toEqual(['ginette']);
    await expect(reader.listing.write('en', listingOf('rogue'))).rejects.toThrow(
      /permission denied/,
    );
    expect(await reader.listing.version('en')).toBe(stored.version);
    // A writer not granted the sampling still stores its versions, on the old statistics.
    await server.query(
      'REVOKE EXECUTE ON FUNCTION directory_sample_tables() FROM directory_writer',
      name,
    );
    const next = await writer.listing.write('en', listingOf('ginette-2'));
    expect(await reader.listing.version('en')).toBe(next.version);
    expect(await reader.directorySearch.holds('en', next.version)).toBe(true);
    await Promise.all([writer.close(), reader.close()]);
    await server.query('DROP OWNED BY directory_reader, directory_writer', name);
  });
});
