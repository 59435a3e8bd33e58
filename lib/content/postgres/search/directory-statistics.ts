import type { Queryable } from '../pg-database';
import { withStatementTimeout } from '../statement-timeout';

/*
 * A version replaces a language's listing rows and rewrites what changed of its search rows in
 * one transaction. Until autovacuum samples the tables again, a minute or more later, the
 * planner plans every read of the new version from the old rows' statistics (none at all after
 * the first store), and a stream of the just-stored directory, the llms plan's pass, took many
 * times as long as on sampled tables. The writer samples them itself before it counts the
 * version's facets, inside its transaction (ANALYZE counts the transaction's own rows), so the
 * statistics are the version's from the moment it is visible. A writer role that does not own
 * the tables gets a warning from PostgreSQL, not an error, and the tables are left as they were.
 */

/** Sampling reads a bounded number of rows whatever the size, but on a busy host it can be slow. */
const STATISTICS_TIMEOUT_MS = 120_000;

const DIRECTORY_TABLES = ['directory_listing', 'directory_search', 'directory_search_terms'];

export async function sampleDirectoryTables(db: Queryable): Promise<void> {
  await withStatementTimeout(db, STATISTICS_TIMEOUT_MS, (patient) =>
    patient.query(`ANALYZE ${DIRECTORY_TABLES.join(', ')}`),
  );
}
