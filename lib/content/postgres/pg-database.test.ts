import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgresServer, type PostgresServer } from '@/lib/testing/postgres-server';
import { PgDatabase } from './pg-database';
import { configOf } from './test-database';

// A busy pool: a query waits its turn at the connections, past the short connect timeout.
let server: PostgresServer;

beforeAll(async () => {
  server = await startPostgresServer();
}, 60_000);

afterAll(async () => {
  await server?.stop();
});

describe('PgDatabase with every connection busy', () => {
  it('answers the queries and transactions that wait longer than the connect timeout for a connection', async () => {
    const database = new PgDatabase(configOf(server.url, { DATABASE_POOL_MAX: '1' }));
    try {
      await database.query('SELECT 1');
      const started = Date.now();
      // The one connection is lent for 4 s, longer than the 3 s connect timeout.
      const long = database.transaction((db) => db.query('SELECT pg_sleep(4)'), true);
      const [query, transaction] = await Promise.all([
        database.query<{ n: number }>('SELECT 2 AS n'),
        database.transaction((db) => db.query<{ n: number }>('SELECT 3 AS n'), true),
        long,
      ]);
      expect(query).toEqual([{ n: 2 }]);
      expect(transaction).toEqual([{ n: 3 }]);
      expect(Date.now() - started).toBeGreaterThanOrEqual(4_000);
    } finally {
      await database.close();
    }
  }, 30_000);
});
