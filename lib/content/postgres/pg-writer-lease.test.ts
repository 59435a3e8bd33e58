import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startPostgresServer, type PostgresServer } from '@/lib/testing/postgres-server';
import { PostgresContentStore } from './postgres-content-store';
import { configOf, emptyIndex } from './test-database';

// The writer's lease on a real PostgreSQL, with its holder's liveness lock.
let server: PostgresServer;
const stores: PostgresContentStore[] = [];

function newStore(): PostgresContentStore {
  const store = new PostgresContentStore(configOf(server.url));
  stores.push(store);
  return store;
}

async function leaseRow() {
  const rows = await server.query('SELECT holder, alive_key FROM content_writer_lease');
  return rows.rows[0] as { holder: string; alive_key: number | null } | undefined;
}

/** The backends holding an advisory lock of the liveness class with this key. */
async function lockHolders(key: number): Promise<number[]> {
  const rows = await server.query(
    `SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND granted AND objid = ${key}::oid`,
  );
  return rows.rows.map((row: { pid: number }) => row.pid);
}

beforeAll(async () => {
  server = await startPostgresServer();
  await emptyIndex(server);
}, 60_000);

afterAll(async () => {
  for (const store of stores) await store.close();
  await server?.stop();
});

beforeEach(async () => {
  for (const store of stores.splice(0)) await store.close();
  await server.query('TRUNCATE content_writer_lease');
});

describe("the writer's lease", () => {
  it('names the lock its holder keeps, one session for every renewal', async () => {
    const writer = newStore();
    expect(await writer.acquireWriterLease('writer', 60_000)).toBe(true);
    const { alive_key: key } = (await leaseRow())!;
    expect(key).toEqual(expect.any(Number));
    expect(await lockHolders(key!)).toHaveLength(1);
    expect(await writer.acquireWriterLease('writer', 60_000)).toBe(true);
    expect((await leaseRow())!.alive_key).toBe(key);
    expect(await lockHolders(key!)).toHaveLength(1);
  });

  it('stays with a live holder, however often another asks', async () => {
    const writer = newStore();
    const standby = newStore();
    expect(await writer.acquireWriterLease('writer', 60_000)).toBe(true);
    for (let attempt = 0; attempt < 3; attempt++)
      expect(await standby.acquireWriterLease('standby', 60_000)).toBe(false);
    expect((await leaseRow())!.holder).toBe('writer');
  });

  it('goes at once to the next process that asks once its holder is gone, long before it expires', async () => {
    const writer = newStore();
    const standby = newStore();
    expect(await writer.acquireWriterLease('writer', 60_000)).toBe(true);
    const { alive_key: key } = (await leaseRow())!;
    // What PostgreSQL does to a killed process's sessions: they end, and their locks go.
    const [session] = await lockHolders(key!);
    await server.query(`SELECT pg_terminate_backend(${session})`);
    await expect.poll(() => lockHolders(key!)).toEqual([]);
    expect(await standby.acquireWriterLease('standby', 60_000)).toBe(true);
    const taken = (await leaseRow())!;
    expect(taken.holder).toBe('standby');
    expect(await lockHolders(taken.alive_key!)).toHaveLength(1);
    // A holder whose session broke while it ran finds the lease taken, and stops writing.
    expect(await writer.acquireWriterLease('writer', 60_000)).toBe(false);
    expect((await leaseRow())!.holder).toBe('standby');
  });

  it('stays with a holder that names no lock (a site from before) until it expires', async () => {
    await server.query(
      `INSERT INTO content_writer_lease (id, holder, expires_at, alive_key)
       VALUES (1, 'older', clock_timestamp() + interval '1 minute', NULL)`,
    );
    const standby = newStore();
    expect(await standby.acquireWriterLease('standby', 60_000)).toBe(false);
    await server.query(`UPDATE content_writer_lease SET expires_at = clock_timestamp()`);
    expect(await standby.acquireWriterLease('standby', 60_000)).toBe(true);
  });

  it('given up, leaves no row and no lock, and a standby takes it', async () => {
    const writer = newStore();
    expect(await writer.acquireWriterLease('writer', 60_000)).toBe(true);
    const { alive_key: key } = (await leaseRow())!;
    await writer.releaseWriterLease('writer');
    expect(await leaseRow()).toBeUndefined();
    expect(await lockHolders(key!)).toEqual([]);
    expect(await newStore().acquireWriterLease('standby', 60_000)).toBe(true);
  });

  it('a process that loses the lease ends its lock', async () => {
    const writer = newStore();
    expect(await writer.acquireWriterLease('writer', 1)).toBe(true);
    const { alive_key: key } = (await leaseRow())!;
    await server.query(`UPDATE content_writer_lease SET expires_at = clock_timestamp()`);
    expect(await newStore().acquireWriterLease('standby', 60_000)).toBe(true);
    expect(await writer.acquireWriterLease('writer', 60_000)).toBe(false);
    expect(await lockHolders(key!)).toEqual([]);
  });
});
