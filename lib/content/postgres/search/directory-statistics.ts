import type { Queryable } from '../pg-database';
import { withStatementTimeout } from '../statement-timeout';

/*
 * A version replaces a language's listing rows and rewrites what changed of its search rows in
 * one transaction. Until autovacuum samples the tables again, a minute or more later, the
 * planner plans every read of the new version from the old rows' statistics (none at all after
 * the first store), and a stream of the just-stored directory, the llms plan's pass, took many
 * times as long as on sampled tables. The writer samples them itself before it counts the
 * version's facets, inside its transaction (ANALYZE counts the transaction's own rows), so the
 * statistics are the version's from the moment it is visible. It does so through the tables'
 * owner's function (migration 010), since the writer's role owns no table. Without the right to
 * call it, or when sampling fails, the version is stored all the same, on the old statistics,
 * and the log says what to grant.
 */

/** Sampling reads a bounded number of rows whatever the size, but on a busy host it can be slow. */
const STATISTICS_TIMEOUT_MS = 120_000;

let warned = false;

export async function sampleDirectoryTables(db: Queryable): Promise<void> {
  await db.query('SAVEPOINT sample_directory_tables');
  try {
    await withStatementTimeout(db, STATISTICS_TIMEOUT_MS, (patient) =>
      patient.query('SELECT directory_sample_tables()'),
    );
    await db.query('RELEASE SAVEPOINT sample_directory_tables');
  } catch (error) {
    await db.query('ROLLBACK TO SAVEPOINT sample_directory_tables');
    if (warned) return;
    warned = true;
    console.warn(
      "Directory: the stored version's tables were not sampled, so reads right after a store " +
        'may be planned on old statistics. Grant the writer: GRANT EXECUTE ON FUNCTION ' +
        `directory_sample_tables() TO <writer role>. (${(error as Error).message})`,
    );
  }
}
