import { getDatabaseConfig } from '@/lib/config/database-config';
import { LATEST_SCHEMA_VERSION, PostgresContentStore } from '@/lib/content/postgres';

/*
 * `npm run db:migrate`: brings the database of DATABASE_URL to this version's schema, with a
 * role that may create tables (the instances and the sync may then run with narrower roles,
 * docs/operations.md). Safe beside starting instances: migrations take an advisory lock.
 */
async function main(): Promise<void> {
  const config = getDatabaseConfig();
  if (!config) {
    console.error('DATABASE_URL is not set to a postgres:// URL');
    process.exit(2);
  }
  const store = new PostgresContentStore(config);
  try {
    await store.migrate();
    console.log(`${config.redactedUrl}: schema at version ${LATEST_SCHEMA_VERSION}`);
  } catch (error) {
    console.error(`${config.redactedUrl}: ${(error as Error).message}`);
    process.exitCode = 1;
  } finally {
    await store.close();
  }
}

void main();
