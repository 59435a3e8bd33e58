import type { Pool, PoolClient, QueryResultRow } from 'pg';
import { Slots } from '@/lib/async/slots';
import { recordUpstreamFailure } from '@/lib/http/upstream-outage';
import type { DatabaseConfig } from '@/lib/config/database-config';
import { isContentStoreUnavailable } from '../store-unavailable';
import { isUnavailable, scrub, storeError } from './database-errors';
import { migrate } from './migrate';

/*
 * The store's one way to the database: a bounded pool, parameterized queries only, every error
 * scrubbed of the password and typed (database-errors.ts), and the schema checked (and migrated
 * when the role may) before the first query. A pool opens connections on demand, so after an
 * outage the next query simply connects again: no restart needed. The driver is loaded at the
 * first query, so that a server without DATABASE_URL never loads it.
 */

export type Values = readonly unknown[];

export interface QueryOptions {
  /**
   * How long the client waits for this statement's answer, for one the transaction has given a
   * longer statement_timeout than the pool's: else the client gives up at the pool's.
   */
  readTimeoutMs?: number;
}

export interface Queryable {
  query<R extends QueryResultRow>(
    sql: string,
    values?: Values,
    options?: QueryOptions,
  ): Promise<R[]>;
}

/** A statement as the driver takes it, with its own read timeout when it has one. */
function statement(sql: string, values: Values, options: QueryOptions | undefined) {
  return {
    text: sql,
    values: values as unknown[],
    ...(options?.readTimeoutMs ? { query_timeout: options.readTimeoutMs } : {}),
  };
}

/** A connection of its own, outside the pool, for what must live as long as a session. */
export interface PgSession extends Queryable {
  /** False once the connection has ended or broken. */
  isOpen(): boolean;
  end(): Promise<void>;
}

const CONNECT_TIMEOUT_MS = 3_000;
/** A query's wait for its turn at the pool (lib/async/slots.ts): a statement's time. */
const TURN_WAIT_MS = 10_000;
const STATEMENT_TIMEOUT_MS = 10_000;
const IDLE_TIMEOUT_MS = 30_000;
/** A reader's transaction: one snapshot, no JIT (compiling a large search costs more than it saves). */
const READ_ONLY_BEGIN = 'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY; SET LOCAL jit = off';

export class PgDatabase implements Queryable {
  private pool: Promise<Pool> | null = null;
  private ready: Promise<void> | null = null;
  /** One per connection of the pool, taken first: the pool never queues. */
  private readonly turns: Slots;

  constructor(private readonly config: DatabaseConfig) {
    this.turns = new Slots(config.poolMax);
  }

  /** What every connection of this store is opened with, pooled or a session of its own. */
  private connectionOptions() {
    return {
      connectionString: this.config.url,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      statement_timeout: STATEMENT_TIMEOUT_MS,
      query_timeout: STATEMENT_TIMEOUT_MS + 1_000,
      application_name: 'open-business-directory',
      keepAlive: true,
    };
  }

  private poolOf(): Promise<Pool> {
    this.pool ??= import('pg').then(({ default: pg }) => {
      const pool = new pg.Pool({
        ...this.connectionOptions(),
        max: this.config.poolMax,
        idleTimeoutMillis: IDLE_TIMEOUT_MS,
      });
      // An idle connection that breaks (the server restarted) is dropped by the pool; without
      // a listener the error would end the process.
      pool.on('error', (error) => {
        console.warn(`Content index: a PostgreSQL connection broke (${this.scrubbed(error)})`);
      });
      return pool;
    });
    return this.pool;
  }

  private scrubbed(error: unknown): string {
    return scrub(String((error as Error)?.message ?? error), this.config.password);
  }

  /** The pool, once the schema is checked (once per process, again after a failure). */
  private async readyPool(): Promise<Pool> {
    const pool = await this.poolOf();
    this.ready ??= migrate(pool).then(
      (applied) => {
        if (applied.length > 0)
          console.log(`Content index: PostgreSQL schema migrated to ${applied.join(', ')}`);
      },
      (error: unknown) => {
        this.ready = null;
        throw error;
      },
    );
    await this.ready;
    return pool;
  }

  private fail(error: unknown, what: string): never {
    // The driver's errors carry a SQLSTATE or a network code; anything else was thrown by the
    // caller's own work and goes back as it was.
    const fromDatabase =
      typeof (error as { code?: unknown })?.code === 'string' || isUnavailable(error);
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
      await this.readyPool();
    } catch (error) {
      this.fail(error, 'migration');
    }
  }

  async query<R extends QueryResultRow>(
    sql: string,
    values: Values = [],
    options?: QueryOptions,
  ): Promise<R[]> {
    let release: (() => void) | undefined;
    try {
      const pool = await this.readyPool();
      release = await this.turns.take(TURN_WAIT_MS);
      return (await pool.query<R>(statement(sql, values, options))).rows;
    } catch (error) {
      return this.fail(error, 'query');
    } finally {
      release?.();
    }
  }

  /** Runs `work` in one transaction on one connection; rolls back when it throws. */
  async transaction<T>(work: (db: Queryable) => Promise<T>, readOnly = false): Promise<T> {
    let client: PoolClient;
    let release: (() => void) | undefined;
    try {
      const pool = await this.readyPool();
      release = await this.turns.take(TURN_WAIT_MS);
      client = await pool.connect();
    } catch (error) {
      release?.();
      this.fail(error, 'connect');
    }
    const db: Queryable = {
      query: async <R extends QueryResultRow>(
        sql: string,
        values: Values = [],
        options?: QueryOptions,
      ) => (await client.query<R>(statement(sql, values, options))).rows,
    };
    let broken: unknown = undefined;
    // A connection that breaks between two statements (the listing's write waits on the API
    // inside its transaction) reports it on the client, which the pool no longer listens to
    // while it is lent out: unheard, it would be an uncaught exception. The next statement
    // fails with it, and the transaction with that.
    const onBroken = (error: Error) => {
      broken ??= error;
    };
    client.on('error', onBroken);
    try {
      await client.query(readOnly ? READ_ONLY_BEGIN : 'BEGIN');
      const result = await work(db);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      broken = error;
      await client.query('ROLLBACK').catch(() => {});
      return this.fail(error, readOnly ? 'read' : 'write');
    } finally {
      client.off('error', onBroken);
      // A connection that failed is not given back to the pool for another query.
      client.release(broken !== undefined ? true : undefined);
      release();
    }
  }

  /**
   * A connection of its own (a session-level advisory lock lives as long as its connection, and
   * a pooled one is lent to other queries and closed when idle), once the schema is checked.
   */
  async openSession(): Promise<PgSession> {
    let open = true;
    try {
      await this.readyPool();
      const { default: pg } = await import('pg');
      const client = new pg.Client(this.connectionOptions());
      // A broken session must not end the process: it is reported by isOpen().
      client.on('error', (error) => {
        open = false;
        console.warn(`Content index: a PostgreSQL session broke (${this.scrubbed(error)})`);
      });
      client.on('end', () => (open = false));
      await client.connect();
      return {
        isOpen: () => open,
        query: async <R extends QueryResultRow>(
          sql: string,
          values: Values = [],
          options?: QueryOptions,
        ) => {
          try {
            return (await client.query<R>(statement(sql, values, options))).rows;
          } catch (error) {
            return this.fail(error, 'query');
          }
        },
        end: async () => {
          open = false;
          await client.end().catch(() => {});
        },
      };
    } catch (error) {
      this.fail(error, 'connect');
    }
  }

  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = null;
    this.ready = null;
    if (pool) await (await pool).end();
  }
}
