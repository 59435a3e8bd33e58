import type { DatabaseSync, StatementSync } from 'node:sqlite';

/** Prepares each SQL text once per connection: a search runs a handful of the same few. */
export class StatementCache {
  private readonly statements = new Map<string, StatementSync>();

  constructor(readonly db: DatabaseSync) {}

  get(sql: string): StatementSync {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  /** Runs `work` in one write transaction, taken at once (no upgrade from a read later). */
  writeTransaction<T>(work: () => T): T {
    this.db.exec('BEGIN IMMEDIATE');
    try {
      const result = work();
      this.db.exec('COMMIT');
      return result;
    } catch (error) {
      if (this.db.isTransaction) this.db.exec('ROLLBACK');
      throw error;
    }
  }

  /** Runs reads that must see one state of the file (a search's counts and its hits). */
  readTransaction<T>(work: () => T): T {
    if (this.db.isTransaction) return work();
    this.db.exec('BEGIN');
    try {
      return work();
    } finally {
      if (this.db.isTransaction) this.db.exec('COMMIT');
    }
  }
}
