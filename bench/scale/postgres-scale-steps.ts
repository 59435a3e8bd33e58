import { rmSync } from 'node:fs';
import path from 'node:path';
import type { PostgresServer } from '../../lib/testing/postgres-server';
import { startServer, type ServerProcess } from '../../lib/testing/processes';
import { privateBuild } from '../../lib/testing/site-instances';
import { freePort } from '../../lib/testing/free-port';
import { RssSampler } from '../lib/memory';
import { startSampleApi as startBenchSampleApi, startSite } from '../lib/processes';
import {
  firstSlug,
  profileThroughput,
  searchTimes,
  type ProfileThroughput,
  type SearchTimes,
} from './instance-traffic';

/*
 * The steps of bench/scale/postgres-scale.ts: a sample API of N businesses, the cluster's sync
 * worker writing it into PostgreSQL, and a fresh instance reading it back.
 */

const ROOT = path.resolve(__dirname, '..', '..');
const MB = 1024 * 1024;

export interface Sampled {
  server: ServerProcess;
  memory: RssSampler;
  stop(): Promise<void>;
}

function sampled(server: ServerProcess): Sampled {
  const memory = new RssSampler(server.pid, 500).start();
  return {
    server,
    memory,
    stop: async () => {
      memory.stop();
      await server.stop();
    },
  };
}

export async function startSampleApi(businesses: number): Promise<Sampled & { url: string }> {
  const server = await startBenchSampleApi(await freePort(), businesses);
  return { ...sampled(server), url: server.url };
}

/** `npm run sync` with the content sync off: the listing and the business search rows only. */
export async function startListingSync(
  apiUrl: string,
  databaseUrl: string,
  heapMb: number,
): Promise<Sampled> {
  const server = await startServer({
    name: 'npm run sync',
    command: 'npx',
    args: ['tsx', '--conditions=react-server', 'scripts/sync.ts'],
    cwd: ROOT,
    env: {
      DIRECTORY_API_URL: apiUrl,
      DATABASE_URL: databaseUrl,
      CONTENT_SYNC: 'off',
      NODE_OPTIONS: `--max-old-space-size=${heapMb}`,
    },
    // It serves nothing: it is running once spawned, and its work is watched in the database.
    isReady: async () => true,
  });
  return sampled(server);
}

/** Whether both languages' listings and their search rows are stored for the same versions. */
export async function bothLanguagesStored(
  postgres: PostgresServer,
  database: string,
): Promise<boolean> {
  const stored = await postgres.query(
    `SELECT count(*)::int AS n FROM directory_listing_state l
       JOIN directory_search_state s ON s.locale = l.locale AND s.version = l.version`,
    database,
  );
  return stored.rows[0].n === 2;
}

export async function databaseSizes(postgres: PostgresServer, database: string) {
  const sizes = await postgres.query(
    `SELECT pg_database_size(current_database()) AS total,
            pg_total_relation_size('directory_listing') AS listing,
            pg_total_relation_size('directory_search') AS search`,
    database,
  );
  const row = sizes.rows[0] as Record<string, string>;
  return {
    totalMb: Number(row.total) / MB,
    listingMb: Number(row.listing) / MB,
    searchMb: Number(row.search) / MB,
  };
}

export interface InstanceFigures {
  readyMs: number | null;
  settledRssMb: number | null;
  peakRssMb: number;
  /** Status of each page asked once the instance is ready. */
  statuses: Record<string, number>;
  search: SearchTimes | null;
  profile: ProfileThroughput | null;
  /** Resident memory at the end, after the searches and the loads. */
  finalRssMb: number | null;
  error: string | null;
}

const PAGES = ['/', '/category/bakery', '/city/montreal', '/?q=bakery', '/fr', '/sitemap.xml'];

async function statusOf(url: string): Promise<number> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(60_000) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

/**
 * A fresh instance as `npm start` runs it (its heap and malloc settings, bench/lib/processes.ts),
 * reading the directory from PostgreSQL (no sync; the API only for a business's own pages):
 * ready time, resident memory ten seconds after ready, the statuses of a few pages asked then,
 * the search's server times, a profile's warm throughput against About, and the memory after.
 */
export async function freshInstance(databaseUrl: string, apiUrl: string): Promise<InstanceFigures> {
  const port = await freePort();
  const distDir = privateBuild(process.env.NEXT_DIST_DIR ?? '.next', `scale-${port}`);
  const started = performance.now();
  let instance: Sampled | null = null;
  const figures: InstanceFigures = {
    readyMs: null,
    settledRssMb: null,
    peakRssMb: 0,
    statuses: {},
    search: null,
    profile: null,
    finalRssMb: null,
    error: null,
  };
  try {
    instance = sampled(
      await startSite({
        port,
        distDir,
        apiUrl,
        env: { DATABASE_URL: databaseUrl, CONTENT_SYNC: 'off' },
        readyWhen: 'directory',
      }),
    );
    figures.readyMs = performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    figures.settledRssMb = instance.memory.sample() / MB;
    const siteUrl = `http://127.0.0.1:${port}`;
    for (const page of PAGES) figures.statuses[page] = await statusOf(`${siteUrl}${page}`);
    figures.search = await searchTimes(siteUrl);
    const slug = await firstSlug(siteUrl);
    if (slug) figures.profile = await profileThroughput(siteUrl, slug);
    figures.finalRssMb = instance.memory.sample() / MB;
  } catch (error) {
    const message = (error as Error).message;
    figures.error = message.includes('heap out of memory')
      ? 'JavaScript heap out of memory'
      : (message.split('\n')[0] ?? 'failed');
  } finally {
    figures.peakRssMb = (instance?.memory.peak ?? 0) / MB;
    await instance?.stop();
    rmSync(path.join(ROOT, distDir), { recursive: true, force: true });
  }
  return figures;
}
