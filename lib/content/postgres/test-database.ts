import { getDatabaseConfig, type DatabaseConfig } from '@/lib/config/database-config';
import type { PostgresServer } from '@/lib/testing/postgres-server';
import { PostgresContentStore } from './postgres-content-store';

/** The PostgreSQL store's tests: a config for a test server's URL, and an empty index. */

export function configOf(url: string, more: Record<string, string> = {}): DatabaseConfig {
  return getDatabaseConfig({ DATABASE_URL: url, ...more })!;
}

/** Migrates the test database (once) and empties every content table. */
export async function emptyIndex(server: PostgresServer): Promise<void> {
  const store = new PostgresContentStore(configOf(server.url));
  try {
    await store.migrate();
  } finally {
    await store.close();
  }
  await server.query(
    `TRUNCATE content_entries, content_events, content_terms, content_businesses,
       content_meta, content_writer_lease`,
  );
}
