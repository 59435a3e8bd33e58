import { randomInt } from 'node:crypto';
import type { PgDatabase, PgSession } from './pg-database';

/*
 * The writer's liveness: while it holds the lease, the writing process keeps a session-level
 * advisory lock on a connection of its own and names the lock's key in the lease row. A process
 * that is killed outright (SIGKILL, a crash, the out-of-memory killer) cannot give the lease up,
 * but PostgreSQL ends its sessions and frees the lock with them, so the others take the lease at
 * their next try instead of when it expires. The lease row stays the authority: the lock only
 * says that its holder is gone, and a holder whose session broke while it still runs finds the
 * lease taken at its next renewal and stops writing, as after an expiry.
 */

/** The first half of the lock's two-part key: a class of its own, apart from other locks. */
const LIVENESS_LOCK_CLASS = 0x0b1d;
const KEY_TRIES = 5;

/** SQL, true when the lease's holder keeps a liveness lock and PostgreSQL no longer holds it. */
export const LEASE_HOLDER_GONE = `(content_writer_lease.alive_key IS NOT NULL AND NOT EXISTS (
  SELECT 1 FROM pg_locks
  WHERE locktype = 'advisory' AND granted AND objsubid = 2
    AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
    AND classid = ${LIVENESS_LOCK_CLASS}::oid
    AND objid = content_writer_lease.alive_key::oid))`;

export class WriterLiveness {
  private session: PgSession | null = null;
  private key: number | null = null;
  /** The content sync and the listing sync share one holder: one session for both. */
  private holding: Promise<number> | null = null;

  constructor(private readonly database: PgDatabase) {}

  /** The key of the lock this process holds, or null while it holds none. */
  heldKey(): number | null {
    return this.session?.isOpen() ? this.key : null;
  }

  /** Opens a session and takes a lock of its own there; returns its key. */
  hold(): Promise<number> {
    const held = this.heldKey();
    if (held !== null) return Promise.resolve(held);
    this.holding ??= this.openLocked().finally(() => (this.holding = null));
    return this.holding;
  }

  private async openLocked(): Promise<number> {
    await this.release();
    const session = await this.database.openSession();
    try {
      for (let attempt = 0; attempt < KEY_TRIES; attempt++) {
        // Random, so that two processes never share a key (one held by chance is skipped).
        const key = randomInt(1, 2 ** 31 - 1);
        const [row] = await session.query<{ locked: boolean }>(
          'SELECT pg_try_advisory_lock($1, $2) AS locked',
          [LIVENESS_LOCK_CLASS, key],
        );
        if (row?.locked) {
          this.session = session;
          this.key = key;
          return key;
        }
      }
      throw new Error(`no free liveness lock after ${KEY_TRIES} keys`);
    } catch (error) {
      await session.end();
      throw error;
    }
  }

  /** Ends the session, and the lock with it. */
  async release(): Promise<void> {
    const session = this.session;
    this.session = null;
    this.key = null;
    await session?.end();
  }
}
