import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { startPostgresServer, type PostgresServer } from '@/lib/testing/postgres-server';
import { ROOT } from '../processes';

/**
 * The PostgreSQL soak's database, set up as docs/operations.md ("Roles", "A deployment") tells
 * an operator: a database owned by the role that runs `npm run db:migrate`, a role that may
 * only read for the instances, and one that writes rows but changes no table for the writer,
 * with the grants given after the migration. The server is Debian's, thrown away at the end.
 */

export interface SoakDatabase {
  server: PostgresServer;
  /** DATABASE_URL of the instances (CONTENT_SYNC=off): the role that may only read. */
  readerUrl: string;
  /** DATABASE_URL of the writer (`npm run sync`). */
  writerUrl: string;
  /** Languages whose listing is stored, with the version each serves. */
  versions(): Promise<Record<string, number>>;
  /** Businesses of the stored listing of `locale`, or null before one is stored. */
  storedBusinesses(locale: string): Promise<number | null>;
  stop(): Promise<void>;
}

const DATABASE = 'directory';
const ROLES = ['directory_owner', 'directory_reader', 'directory_writer'] as const;

const WRITER_GRANTS = `
  GRANT SELECT ON ALL TABLES IN SCHEMA public TO directory_reader, directory_writer;
  GRANT INSERT, UPDATE, DELETE ON content_entries, content_events, content_terms,
    content_businesses, content_meta, content_writer_lease,
    directory_listing, directory_listing_state,
    directory_search, directory_search_terms, directory_search_state TO directory_writer;
  GRANT USAGE ON SEQUENCE directory_listing_versions TO directory_writer;
  GRANT EXECUTE ON FUNCTION directory_sample_tables() TO directory_writer;`;

export async function startSoakDatabase(): Promise<SoakDatabase> {
  const server = await startPostgresServer();
  try {
    const passwords = Object.fromEntries(
      ROLES.map((role) => [role, randomBytes(12).toString('hex')]),
    );
    const urlOf = (role: (typeof ROLES)[number]) =>
      `postgres://${role}:${passwords[role]}@127.0.0.1:${server.port}/${DATABASE}`;
    for (const role of ROLES)
      await server.query(`CREATE ROLE ${role} LOGIN PASSWORD '${passwords[role]}'`, 'postgres');
    await server.query(`CREATE DATABASE ${DATABASE} OWNER directory_owner`, 'postgres');
    await server.query(
      'GRANT USAGE ON SCHEMA public TO directory_reader, directory_writer',
      DATABASE,
    );
    // The deployment's step before a release starts: the migration, with the owner's role.
    await promisify(execFile)('npm', ['run', '--silent', 'db:migrate'], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: urlOf('directory_owner') },
    });
    await server.query(WRITER_GRANTS, DATABASE);
    return {
      server,
      readerUrl: urlOf('directory_reader'),
      writerUrl: urlOf('directory_writer'),
      async versions() {
        const rows = await server.query(
          'SELECT locale, version::int AS version FROM directory_listing_state',
          DATABASE,
        );
        return Object.fromEntries(
          rows.rows.map((row: { locale: string; version: number }) => [row.locale, row.version]),
        );
      },
      async storedBusinesses(locale) {
        const rows = await server.query(
          `SELECT businesses FROM directory_listing_state WHERE locale = '${locale.replaceAll("'", "''")}'`,
          DATABASE,
        );
        return (rows.rows[0]?.businesses as number | undefined) ?? null;
      },
      stop: () => server.stop(),
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
