import type pg from 'pg';
import { LATEST_SCHEMA_VERSION, MIGRATIONS } from './migrations';

/*
 * Brings the database to the schema this code reads. Several instances may start at once: the
 * first takes a transaction-scoped advisory lock and applies what is missing in the same
 * transaction (PostgreSQL's DDL is transactional, so a failed migration leaves nothing half
 * done); the others wait on the lock and then find nothing to do. An instance whose role may
 * only read finds the schema current and never needs the lock.
 */

/** The advisory lock's key: any constant that no other application on the database uses. */
const MIGRATION_LOCK = 4_147_810_027;

class SchemaVersionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SchemaVersionError';
  }
}

async function appliedVersion(client: pg.PoolClient): Promise<number> {
  const table = await client.query<{ exists: boolean }>(
    "SELECT to_regclass('schema_migrations') IS NOT NULL AS exists",
  );
  if (!table.rows[0]?.exists) return 0;
  const row = await client.query<{ version: number | null }>(
    'SELECT max(version) AS version FROM schema_migrations',
  );
  return Number(row.rows[0]?.version ?? 0);
}

function checkNotNewer(version: number): void {
  if (version > LATEST_SCHEMA_VERSION)
    throw new SchemaVersionError(
      `the database's schema is version ${version}, newer than this version of the site ` +
        `reads (${LATEST_SCHEMA_VERSION}); upgrade the site`,
    );
}

/** Applies the missing migrations; resolves with the versions it applied. */
export async function migrate(pool: pg.Pool): Promise<number[]> {
  const client = await pool.connect();
  try {
    const before = await appliedVersion(client);
    checkNotNewer(before);
    if (before === LATEST_SCHEMA_VERSION) return [];
    await client.query('BEGIN');
    try {
      await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      await client.query(
        `CREATE TABLE IF NOT EXISTS schema_migrations (
           version integer PRIMARY KEY,
           name text NOT NULL,
           applied_at timestamptz NOT NULL DEFAULT now()
         )`,
      );
      const current = await appliedVersion(client);
      checkNotNewer(current);
      const applied: number[] = [];
      for (const migration of MIGRATIONS) {
        if (migration.version <= current) continue;
        await client.query(migration.sql);
        await client.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
          migration.version,
          migration.name,
        ]);
        applied.push(migration.version);
      }
      await client.query('COMMIT');
      return applied;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    }
  } finally {
    client.release();
  }
}
