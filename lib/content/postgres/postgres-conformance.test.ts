import { afterAll, beforeAll } from 'vitest';
import { startPostgresServer, type PostgresServer } from '@/lib/testing/postgres-server';
import { defineContentStoreConformance } from '../store-conformance';
import { PostgresContentStore } from './postgres-content-store';
import { configOf, emptyIndex } from './test-database';

// The PostgreSQL store against the cases every ContentStore answers, on a real PostgreSQL.
let server: PostgresServer;

beforeAll(async () => {
  server = await startPostgresServer();
}, 60_000);

afterAll(async () => {
  await server?.stop();
});

defineContentStoreConformance('PostgreSQL', () => ({
  reset: () => emptyIndex(server),
  async open() {
    return new PostgresContentStore(configOf(server.url));
  },
}));
