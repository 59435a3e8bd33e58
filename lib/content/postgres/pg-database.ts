import pg from 'pg';
import { recordUpstreamFailure } from '@/lib/http/upstream-outage';
import type { DatabaseConfig } from '@/lib/config/database-config';
import { isContentStoreUnavailable } from '../store-unavailable';
import { isUnavailable, scrub, storeError } from './database-errors';
import { migrate } from './migrate';

/*
 * The store's one way to the database: a bounded pool, parameterized queries only, every error
 * scrubbed of the password and typed (database-errors.ts), and the schema checked (and migrated
 * when the role may) before the first query. A pool opens connections on demand, so after an
 * outage the next query simply connects again: no restart needed.
 */

export type Values = readonly unknown[];

export interface Queryable {
  query<R extends pg.QueryResultRow>(sql: string, values?: Values): Promise<R[]>;
}

const CONNECT_TIMEOUT_MS = 3_000;
const STATEMENT_TIMEOUT_MS = 10_000;
const IDLE_TIMEOUT_MS = 30_000;

export class PgDatabase implements Queryable {
  private readonly pool: pg.Pool;
  private ready: Promise<void> | null = null;

  constructor(private readonly config: DatabaseConfig) {
    this.pool = new pg.Pool({
      connectionString: config.url,
      max: config.poolMax,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      idleTimeoutMillis: IDLE_TIMEOUT_MS,
      statement_timeout: STATEMENT_TIMEOUT_MS,
      query_timeout: STATEMENT_TIMEOUT_MS + 1_000,
      application_name: 'open-business-directory',
      keepAlive: true,
    });
    // An idle connection that breaks (the server restarted) is dropped by the pool; without a
    // listener the error would end the process.
    this.pool.on('error', (error) => {
      console.warn(`Content index: a PostgreSQL connection broke (${this.scrubbed(error)})`);
    });
  }

  private scrubbed(error: unknown): string {
    return scrub(String((error as Error)?.message ?? error), this.config.password);
  }

  /** The schema, checked once per process (again after a failure). */
  private whenReady(): Promise<void> {
    this.ready ??= migrate(this.pool).then(
      (applied) => {
        if (applied.length > 0)
          console.log(`Content index: PostgreSQL schema migrated to ${applied.join(', ')}`);
      },
      (error: unknown) => {
        this.ready = null;
        throw error;
      },
    );
    return this.ready;
  }

  private fail(error: unknown, what: string): never {
    const fromDatabase =
      error instanceof pg.DatabaseError ||
      typeof (error as { code?: unknown })?.code === 'string' ||
      isUnavailable(error);
    // Anything else was thrown by the caller's own work and goes back as it was.
    if (!fromDatabase && !isContentStoreUnavailable(error)) throw error;
    const thrown = isContentStoreUnavailable(error)
      ? error
      : storeError(error, this.config.password, what);
    // An uncaught one makes the request's answer a 503 with Retry-After (lib/resilience).
    if (isContentStoreUnavailable(thrown)) recordUpstreamFailure();
    throw thrown;
  }

  async migrate(): Promise<void> {
    try {
      await this.whenReady();
    } catch (error) {
      this.fail(error, 'migration');
    }
  }

  async query<R extends pg.QueryResultRow>(sql: string, values: Values = []): Promise<R[]> {
    try {
      await this.whenReady();
      return (await this.pool.query<R>(sql, values as unknown[])).rows;
    } catch (error) {
      this.fail(error, 'query');
    }
  }

  /** Runs `work` in one transaction on one connection; rolls back when it throws. */
  async transaction<T>(work: (db: Queryable) => Promise<T>, readOnly = false): Promise<T> {
    let client: pg.PoolClient;
    try {
      await this.whenReady();
      client = await this.pool.connect();
    } catch (error) {
      this.fail(error, 'connect');
    }
    const db: Queryable = {
      query: async <R extends pg.QueryResultRow>(sql: string, values: Values = []) =>
        (await client.query<R>(sql, values as unknown[])).rows,
    };
    let broken: unknown = undefined;
    try {
      await client.query(readOnly ? 'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY' : 'BEGIN');
      const result = await work(db);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      broken = error;
      await client.query('ROLLBACK').catch(() => {});
      return this.fail(error, readOnly ? 'read' : 'write');
    } finally {
      // A connection that failed is not given back to the pool for another query.
      client.release(broken !== undefined ? true : undefined);
    }
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
