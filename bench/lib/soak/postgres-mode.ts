import type { ServerProcess } from '@/lib/testing/processes';
import { freePort } from '@/lib/testing/free-port';
import { treeMemory } from '../memory';
import { startRecorder, type Recorder } from '../upstream';
import { startDatabaseProbe } from './database-probe';
import { watchListingVersions, type ListingWatch } from './listing-watch';
import type { PostgresObservations, ProbeAnswer } from './postgres-verdicts';
import type { SoakSchedule } from './schedule';
import { startSoakDatabase, type SoakDatabase } from './soak-database';
import { startSyncWorker } from './sync-worker';

/**
 * `BENCH_SOAK_POSTGRES=1`: the soak's deployment with the directory in PostgreSQL, as
 * docs/operations.md draws it with a worker: the database migrated by its owner, an
 * `npm run sync` worker as the cluster's one writer (its own recorder counts its API calls),
 * and instances that only read, with the read-only role and CONTENT_SYNC=off. During the
 * traffic PostgreSQL stops for a while and starts again on the same data and port, while each
 * instance is asked database reads straight.
 */

export interface PostgresMode {
  /** The environment of every instance. */
  instanceEnv: Record<string, string>;
  workerRecorder: Recorder;
  /** Stops PostgreSQL as the schedule says and starts it again; probing goes on after. */
  restart(input: {
    schedule: SoakSchedule;
    startedAt: number;
    urls: readonly string[];
    at: (what: string) => void;
  }): Promise<void>;
  /** What the end of the run shows, once the readers have stopped. */
  observe(
    urls: readonly string[],
    writer: Pick<PostgresObservations, 'writerPeakUpstreamPerSecond' | 'upstreamLimit'>,
  ): Promise<PostgresObservations>;
  /** The worker's highest resident size seen, in MB. */
  workerPeakRssMb(): number;
}

const MB = 1024 * 1024;
/** A first listing of 100,000 businesses, with its search rows, on a busy two-core machine. */
const FIRST_LISTING_TIMEOUT_MS = 600_000;
/** How long a writer still storing the revalidated listing when the readers stop is waited for. */
const SETTLE_MS = 180_000;
/** How long instances may take to read the last stored version once told of it. */
const INSTANCES_SETTLE_MS = 30_000;

const sleepUntil = (epochMs: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, epochMs - Date.now())));

async function firstListing(database: SoakDatabase, worker: ServerProcess): Promise<void> {
  const deadline = Date.now() + FIRST_LISTING_TIMEOUT_MS;
  while (Object.keys(await database.versions().catch(() => ({}))).length < 2) {
    if (worker.child.exitCode !== null || Date.now() > deadline)
      throw new Error(`no stored listing of both languages:\n${worker.log.join('').slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

/** Each instance's search total, asked until all equal `stored` or the time is up. */
async function settledTotals(urls: readonly string[], stored: number | null) {
  const deadline = Date.now() + INSTANCES_SETTLE_MS;
  for (;;) {
    const totals = await Promise.all(urls.map(searchTotal));
    if (totals.every((total) => total === stored) || Date.now() > deadline) return totals;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

async function searchTotal(url: string): Promise<number | null> {
  try {
    const response = await fetch(`${url}/api/search?lang=en`, {
      signal: AbortSignal.timeout(15_000),
    });
    return response.ok ? ((await response.json()) as { total: number }).total : null;
  } catch {
    return null;
  }
}

export async function startPostgresMode(
  options: { apiUrl: string; redisUrl: string; env: Record<string, string>; logDir: string },
  stack: { stop(): Promise<void> }[],
): Promise<PostgresMode> {
  const database = await startSoakDatabase();
  stack.push(database);
  const workerRecorder = await startRecorder(options.apiUrl, await freePort());
  stack.push({ stop: () => workerRecorder.close() });
  const worker = await startSyncWorker({
    databaseUrl: database.writerUrl,
    redisUrl: options.redisUrl,
    apiUrl: workerRecorder.url,
    env: options.env,
    logDir: options.logDir,
  });
  stack.push(worker);
  let peakRss = 0;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, treeMemory(worker.pid).rss);
  }, 5_000);
  stack.push({ stop: async () => clearInterval(sampler) });
  await firstListing(database, worker);

  let backAtMs = 0;
  let versionsAfterRestart: Record<string, number> = {};
  let probed: Promise<ProbeAnswer[][]> = Promise.resolve([]);
  let watch: ListingWatch | null = null;
  return {
    instanceEnv: { DATABASE_URL: database.readerUrl, CONTENT_SYNC: 'off' },
    workerRecorder,
    async restart({ schedule, startedAt, urls, at }) {
      const window = schedule.postgresDown;
      if (!window) throw new Error('the schedule has no PostgreSQL outage');
      // A few answers before the stop show the reads worked until then.
      await sleepUntil(startedAt + window.fromMs - 2_000);
      const probe = startDatabaseProbe(urls, startedAt);
      await sleepUntil(startedAt + window.fromMs);
      await database.server.pause();
      at('PostgreSQL stops (fast shutdown: open connections cut)');
      await sleepUntil(startedAt + window.toMs);
      await database.server.restart();
      backAtMs = Date.now() - startedAt;
      at('PostgreSQL is back on the same data and port');
      versionsAfterRestart = await database.versions();
      watch = watchListingVersions(() => database.versions(), versionsAfterRestart, startedAt);
      // Probing goes on through twice the grace: a recovery within it, and that it lasts.
      probed = new Promise((resolve) => setTimeout(resolve, 2 * schedule.recoveryGraceMs)).then(
        () => probe.stop(),
      );
    },
    async observe(urls, writer) {
      const versionsAdvancedAtMs = (await watch?.settle(Date.now() + SETTLE_MS)) ?? {};
      const storedBusinesses = await database.storedBusinesses('en');
      return {
        ...writer,
        probes: await probed,
        backAtMs,
        versionsAfterRestart,
        versionsAdvancedAtMs,
        versionsAtEnd: await database.versions(),
        storedBusinesses,
        searchTotals: await settledTotals(urls, storedBusinesses),
      };
    },
    workerPeakRssMb: () => Math.round(peakRss / MB),
  };
}
