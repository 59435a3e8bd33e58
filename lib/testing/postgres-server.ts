import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './free-port';
import { startServer, type ServerProcess } from './processes';

/*
 * Debian's PostgreSQL for tests: initdb into a temporary folder, the server on 127.0.0.1 and a
 * free port, its socket in that folder, durability off (a test database is thrown away), a
 * database with unaccent and pg_trgm, a password for TCP logins (so that tests can prove it
 * never leaks). PostgreSQL refuses to run as root: as root, the folder is handed to the
 * `postgres` user and every binary runs through `runuser`. `pause()` stops the server and keeps
 * its data and port, `restart()` starts it again: PostgreSQL back after an outage.
 */

export interface PostgresServer {
  port: number;
  /** postgres://postgres:<password>@127.0.0.1:<port>/<database> */
  url: string;
  password: string;
  database: string;
  /** The URL of another database on this server. */
  urlOf(database: string): string;
  /** Runs SQL as the superuser on `database` (default: the test database). */
  query(sql: string, database?: string): Promise<pg.QueryResult>;
  pause(): Promise<void>;
  restart(): Promise<void>;
  stop(): Promise<void>;
}

const SUPERUSER = 'postgres';

/** The newest PostgreSQL under /usr/lib/postgresql, or null when none is installed. */
function postgresBinaries(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((name) => existsSync(path.join(root, name, 'bin', 'postgres')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}

const asRoot = process.getuid?.() === 0;

/** The command line that runs `binary` as a user PostgreSQL accepts. */
function command(binary: string, args: string[]): { command: string; args: string[] } {
  return asRoot
    ? { command: 'runuser', args: ['-u', SUPERUSER, '--', binary, ...args] }
    : { command: binary, args };
}

function ownedByPostgres(dir: string): void {
  if (!asRoot) return;
  const uid = Number(execFileSync('id', ['-u', SUPERUSER]).toString().trim());
  const gid = Number(execFileSync('id', ['-g', SUPERUSER]).toString().trim());
  chownSync(dir, uid, gid);
}

async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function launch(bin: string, dir: string, port: number, url: string) {
  const line = command(path.join(bin, 'postgres'), [
    '-D',
    path.join(dir, 'data'),
    '-p',
    String(port),
    '-h',
    '127.0.0.1',
    '-k',
    dir,
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
    '-c',
    'max_connections=50',
  ]);
  return startServer({
    name: `postgres :${port}`,
    ...line,
    cwd: dir,
    isReady: () => canConnect(url),
    readyTimeoutMs: 30_000,
  });
}

/** Fast shutdown (SIGINT): open connections are cut, as when a server goes down. */
async function fastStop(server: ServerProcess): Promise<void> {
  try {
    process.kill(-server.pid, 'SIGINT');
  } catch {
    return;
  }
  await server.stop();
}

export async function startPostgresServer(database = 'content_test'): Promise<PostgresServer> {
  const bin = postgresBinaries();
  if (!bin) throw new Error('PostgreSQL is not installed (apt-get install postgresql)');
  const dir = mkdtempSync(path.join(tmpdir(), 'postgres-test-'));
  ownedByPostgres(dir);
  const password = `pw-${Math.random().toString(36).slice(2)}-secret`;
  const passwordFile = path.join(dir, 'password');
  writeFileSync(passwordFile, `${password}\n`);
  ownedByPostgres(passwordFile);
  const init = command(path.join(bin, 'initdb'), [
    '-D',
    path.join(dir, 'data'),
    '-U',
    SUPERUSER,
    '--auth-local=trust',
    '--auth-host=scram-sha-256',
    `--pwfile=${passwordFile}`,
    '--encoding=UTF8',
    '--locale=C.UTF-8',
    '--no-sync',
  ]);
  execFileSync(init.command, init.args, { cwd: dir, stdio: 'pipe' });
  rmSync(passwordFile);
  const port = await freePort();
  const urlOf = (name: string) =>
    `postgres://${SUPERUSER}:${password}@127.0.0.1:${port}/${encodeURIComponent(name)}`;
  let server: ServerProcess | null = await launch(bin, dir, port, urlOf('postgres'));

  async function query(sql: string, name = database): Promise<pg.QueryResult> {
    const client = new pg.Client({ connectionString: urlOf(name) });
    await client.connect();
    try {
      return await client.query(sql);
    } finally {
      await client.end();
    }
  }

  await query(`CREATE DATABASE "${database.replaceAll('"', '""')}"`, 'postgres');
  await query('CREATE EXTENSION unaccent; CREATE EXTENSION pg_trgm');
  return {
    port,
    url: urlOf(database),
    password,
    database,
    urlOf,
    query,
    async pause() {
      if (server) await fastStop(server);
      server = null;
    },
    async restart() {
      if (server) await fastStop(server);
      server = await launch(bin, dir, port, urlOf('postgres'));
    },
    async stop() {
      if (server) await fastStop(server);
      server = null;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
