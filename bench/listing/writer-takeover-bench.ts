import path from 'node:path';
import { freePort } from '../../lib/testing/free-port';
import { startPostgresServer, type PostgresServer } from '../../lib/testing/postgres-server';
import { startServer, type ServerProcess } from '../../lib/testing/processes';
import { startRedisServer } from '../../lib/testing/redis-server';
import { startSiteInstances } from '../../lib/testing/site-instances';

/*
 * The cluster's writer measured (DATABASE_URL and REDIS_URL): how soon another process holds
 * the writer's lease once the one holding it is stopped (SIGTERM) or killed outright (SIGKILL),
 * for a writing instance and for an `npm run sync` worker; and, with the worker as the writer and two read-only
 * instances, how soon a changed listing revalidated on one instance is served by both. Needs a
 * production build (`npx next build`, or NEXT_DIST_DIR). Prints the tables of
 * bench/results/postgres-listing.md.
 *
 *   npx tsx bench/listing/writer-takeover-bench.ts [rounds]
 */

const ROOT = path.resolve(__dirname, '..', '..');
const rounds = Number(process.argv[2] ?? 3);
const SECRET = 'writer-takeover-bench';
const seconds = (ms: number) => (ms / 1000).toFixed(1);
const STOPPED = { stop: 'stopped (SIGTERM)', kill: 'killed (SIGKILL)' } as const;

async function leaseHolder(postgres: PostgresServer): Promise<string | null> {
  const rows = await postgres.query(
    'SELECT holder FROM content_writer_lease WHERE expires_at > clock_timestamp()',
  );
  return (rows.rows[0]?.holder as string | undefined) ?? null;
}

/** Milliseconds until the lease is held by someone other than `previous` (null: no one). */
async function untilNewHolder(postgres: PostgresServer, previous: string | null, limitMs: number) {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    const holder = await leaseHolder(postgres);
    if (holder !== null && holder !== previous) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return Number.POSITIVE_INFINITY;
}

async function sampleApi() {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = await startServer({
    name: 'sample API',
    command: 'npx',
    args: ['tsx', 'sample-api/main.ts'],
    cwd: ROOT,
    env: { SAMPLE_API_PORT: String(port) },
    readyUrl: `${url}/__control/stats`,
  });
  const setFault = (mode: string) =>
    fetch(`${url}/__control/fault`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ mode }),
    });
  return { url, setFault, stop: () => server.stop() };
}

function startWorker(env: Record<string, string>): Promise<ServerProcess> {
  return startServer({
    name: 'npm run sync',
    command: 'npx',
    args: ['tsx', '--conditions=react-server', 'scripts/sync.ts'],
    cwd: ROOT,
    env,
    // Ready once it holds the lease, or reads the database while another does.
    isReady: async () => true,
  });
}

async function searchTotal(url: string): Promise<number> {
  const response = await fetch(`${url}/api/search`);
  return ((await response.json()) as { total: number }).total;
}

async function main() {
  const postgres = await startPostgresServer();
  const redis = await startRedisServer();
  const api = await sampleApi();
  const env = {
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    REDIS_KEY_PREFIX: `bench-${redis.port}`,
    REVALIDATE_SECRET: SECRET,
    DIRECTORY_API_URL: api.url,
  };
  const lines: string[] = [];
  try {
    // Two instances that may both write: stop the holder, the other takes over.
    const site = await startSiteInstances({
      count: 2,
      apiUrl: api.url,
      env: { ...env, CONTENT_SYNC: 'on' },
    });
    for (const how of ['stop', 'kill'] as const) {
      const takeovers: number[] = [];
      for (let round = 0; round < rounds; round++) {
        const holder = await leaseHolder(postgres);
        const writer = await Promise.all(
          site.urls.map(async (url) => {
            const health = await (await fetch(`${url}/api/health/content`)).json();
            return (health as { writer: boolean | null }).writer === true;
          }),
        ).then((writers) => writers.indexOf(true));
        const taken = untilNewHolder(postgres, holder, 120_000);
        await (how === 'stop' ? site.stopInstance(writer) : site.killInstance(writer));
        takeovers.push(await taken);
        await site.startInstance(writer);
      }
      lines.push(
        `| a writing instance (\`next start\`), ${STOPPED[how]} | ${takeovers.map(seconds).join(', ')} s |`,
      );
    }
    await site.stop();

    // The worker as the writer: stopped, a second worker takes over.
    await postgres.query('TRUNCATE content_writer_lease');
    let worker = await startWorker(env);
    await untilNewHolder(postgres, null, 60_000);
    for (const how of ['stop', 'kill'] as const) {
      const takeovers: number[] = [];
      for (let round = 0; round < rounds; round++) {
        const holder = await leaseHolder(postgres);
        const standby = await startWorker(env);
        await new Promise((resolve) => setTimeout(resolve, 3_000));
        const taken = untilNewHolder(postgres, holder, 120_000);
        await (how === 'stop' ? worker.stop() : worker.kill());
        takeovers.push(await taken);
        worker = standby;
      }
      lines.push(
        `| an \`npm run sync\` worker, ${STOPPED[how]} | ${takeovers.map(seconds).join(', ')} s |`,
      );
    }

    // The worker writes; two read-only instances; a changed listing revalidated on one.
    const readers = await startSiteInstances({
      count: 2,
      apiUrl: api.url,
      env: { ...env, CONTENT_SYNC: 'off' },
    });
    const reach: string[] = [];
    for (let round = 0; round < rounds; round++) {
      const before = await searchTotal(readers.urls[1]!);
      await api.setFault(round % 2 === 0 ? 'hostile' : 'none');
      const posted = Date.now();
      await fetch(`${readers.urls[0]}/api/revalidate`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${SECRET}` },
      });
      const answered = Date.now() - posted;
      const served: number[] = [];
      for (const url of readers.urls) {
        while ((await searchTotal(url)) === before && Date.now() - posted < 400_000)
          await new Promise((resolve) => setTimeout(resolve, 200));
        served.push(Date.now() - posted);
      }
      reach.push(`${seconds(answered)} / ${served.map(seconds).join(' / ')}`);
    }
    await readers.stop();
    await worker.stop();
    lines.push(
      '',
      '| Round | Answer / instance 0 / instance 1 serve the new listing |',
      '| --- | --- |',
    );
    reach.forEach((line, round) => lines.push(`| ${round + 1} | ${line} s |`));
  } finally {
    await api.stop();
    await redis.stop();
    await postgres.stop();
  }
  console.log(
    ['| Writer stopped | Another holds the lease after |', '| --- | --- |', ...lines].join('\n'),
  );
}

void main();
