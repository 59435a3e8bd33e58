/*
 * The writer samples the directory's tables inside the transaction that stores a version
 * (lib/content/postgres/search/directory-statistics.ts), so that the version's reads are planned
 * from its own rows from the moment it is visible. Only a table's owner may ANALYZE it (before
 * PostgreSQL 17), and the writer's role writes rows but owns no table: this function, owned by
 * the role that migrates, samples the three tables for whoever may execute it. Nobody may until
 * the operator grants it to the writer's role (docs/operations.md); the search path is fixed,
 * as for every function that runs with its owner's rights.
 */
export const sampleDirectoryTablesMigration = {
  version: 10,
  name: "the writer samples the directory's tables through a function of their owner",
  sql: `
    CREATE FUNCTION directory_sample_tables() RETURNS void
      LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp
      AS $$ BEGIN ANALYZE directory_listing, directory_search, directory_search_terms; END $$;
    REVOKE EXECUTE ON FUNCTION directory_sample_tables() FROM PUBLIC;
  `,
};
