/*
 * The writer's lease names the advisory lock its holder keeps on a session of its own for as
 * long as it lives (pg-writer-liveness.ts). A process killed outright cannot give its lease up,
 * but PostgreSQL ends its sessions and so frees that lock: the other processes then take the
 * lease at once instead of waiting for it to expire. NULL: a holder that keeps no such lock (a
 * site from before this version, during a rolling upgrade), whose lease only expires.
 */
export const writerAliveLockMigration = {
  version: 5,
  name: "the writer's lease names its holder's liveness lock",
  sql: `
    ALTER TABLE content_writer_lease ADD COLUMN alive_key integer;
  `,
};
