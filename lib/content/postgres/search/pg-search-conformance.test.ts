import { afterAll, beforeAll } from 'vitest';
import { defineSearchEngineConformance } from '@/lib/directory/search/conformance/engine-conformance';
import { startPostgresServer, type PostgresServer } from '@/lib/testing/postgres-server';
import { sampleListings } from '../../../../bench/search/sample-indexes';
import { PostgresContentStore } from '../postgres-content-store';
import { configOf } from '../test-database';
import { openStoredEngines } from './test-engines';

// The PostgreSQL engine against the cases every SearchEngine answers, on a real PostgreSQL.
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

defineSearchEngineConformance('PostgreSQL', () => ({
  sample: sampleListings,
  open: (listings) => openStoredEngines(store, listings),
}));
