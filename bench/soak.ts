import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startRedisServer, type RedisServer } from '@/lib/testing/redis-server';
import { freePort } from '@/lib/testing/free-port';
import { measuredCommit } from './lib/measured-commit';
import { treeMemory } from './lib/memory';
import { buildSite, startSampleApi } from './lib/processes';
import { startSoakDriver } from './lib/soak/driver';
import { startInstances } from './lib/soak/instances';
import { startPostgresMode } from './lib/soak/postgres-mode';
import { postgresSection } from './lib/soak/postgres-report';
import { judgePostgresRestart } from './lib/soak/postgres-verdicts';
import { soakReport, type SoakEvent } from './lib/soak/report';
import {
  judgeRevalidation,
  newBusinessStatuses,
  revalidateWithNewData,
} from './lib/soak/revalidation';
import { postgresSoakSchedule, soakSchedule } from './lib/soak/schedule';
import { judgeSoak, peakPerSecond, type MemorySample } from './lib/soak/tally';
import { universeOf } from './lib/soak/universe';

/**
 * `npm run bench:soak`: the deployment an operator runs once one instance is not enough (two
 * instances of one build on one Redis, deploy/nginx.conf in front) under ten minutes of mixed
 * traffic at 100,000 businesses, while the API stops for a minute, Redis restarts and a
 * revalidation changes the data. Each instance reads the API through a recorder of its own, so
 * its upstream calls per second are counted apart. Writes bench/results/soak.md.
 * BENCH_SOAK_POSTGRES=1 keeps the directory in PostgreSQL, with an `npm run sync` worker as the
 * writer, and restarts PostgreSQL during the traffic too: bench/results/soak-postgres.md.
 */

const env = process.env;
const number = (value: string | undefined, fallback: number) =>
  value && Number.isFinite(Number(value)) ? Number(value) : fallback;
const DURATION_MS = number(env.BENCH_SOAK_S, 600) * 1000;
const BUSINESSES = number(env.BENCH_SOAK_BUSINESSES, 100_000);
const CONNECTIONS = number(env.BENCH_SOAK_CONNECTIONS, 16);
const INSTANCES = 2;
const WITH_POSTGRES = env.BENCH_SOAK_POSTGRES === '1';
/** Off (0) to compare: the same run with each instance on its own cache (never with PostgreSQL). */
const WITH_REDIS = WITH_POSTGRES || env.BENCH_SOAK_REDIS !== '0';
const UPSTREAM_RPS = number(env.API_MAX_RPS, 500);
const UPSTREAM_CONCURRENCY = number(env.API_MAX_CONCURRENCY, 16);
const RSS_LIMIT_MB = 512;
const DIST_DIR = env.BENCH_DIST_DIR || '.next-bench';
/** Extra Node flags for the instances (`--trace-gc`, a heap limit of its own), and where their output goes. */
const NODE_FLAGS = env.BENCH_SOAK_NODE_FLAGS ?? '';
const LOG_DIR = env.BENCH_SOAK_LOG_DIR ?? '';
const RESULTS_DIR = env.BENCH_RESULTS_DIR || path.join('bench', 'results');
const SECRET = 'soak-revalidate-secret';

const log = (message: string) =>
  console.log(`[soak ${new Date().toISOString().slice(11, 19)}] ${message}`);

async function main(): Promise<void> {
  mkdirSync(RESULTS_DIR, { recursive: true });
  if (env.BENCH_SKIP_BUILD !== '1') {
    log(`next build into ${DIST_DIR}`);
    await buildSite(DIST_DIR, 'http://127.0.0.1:9');
  }
  const stack: { stop(): Promise<void> }[] = [];
  const events: SoakEvent[] = [];
  try {
    const apiPort = await freePort();
    let api = await startSampleApi(apiPort, BUSINESSES);
    stack.push({ stop: () => api.stop() });
    log(`sample API: ${BUSINESSES} businesses`);
    const redis: RedisServer = await startRedisServer();
    stack.push(redis);
    const limits = {
      API_MAX_RPS: String(UPSTREAM_RPS),
      API_MAX_CONCURRENCY: String(UPSTREAM_CONCURRENCY),
    };
    const postgres = WITH_POSTGRES
      ? await startPostgresMode(
          { apiUrl: api.url, redisUrl: redis.url, env: limits, logDir: LOG_DIR },
          stack,
        )
      : null;
    if (postgres) log('PostgreSQL migrated, the sync worker stored both listings');
    const warmStarted = Date.now();
    const { recorders, sites, proxy } = await startInstances(
      {
        apiUrl: api.url,
        count: INSTANCES,
        distDir: DIST_DIR,
        nodeFlags: NODE_FLAGS,
        logDir: LOG_DIR,
        env: {
          ...(WITH_REDIS && { REDIS_URL: redis.url }),
          REVALIDATE_SECRET: SECRET,
          ...limits,
          ...postgres?.instanceEnv,
        },
      },
      stack,
    );
    log(`instances ${sites.map((site) => site.url).join(', ')} behind ${proxy.url}`);

    // Traffic comes once each instance's readiness probe has answered 200 (both languages'
    // indexes loaded and searchable: startSite waits for it) and it has served its home pages, as
    // behind a load balancer: the soak measures a deployment in service, not its cold start (the
    // scale phase measures that).
    await Promise.all(
      sites.flatMap((site) =>
        ['/', '/fr'].map(async (home) => (await fetch(`${site.url}${home}`)).text()),
      ),
    );
    log(`instances started, ready and warm in ${Math.round((Date.now() - warmStarted) / 1000)} s`);
    const universe = await universeOf(api.url, sites[0]!.url);
    const schedule = WITH_POSTGRES ? postgresSoakSchedule(DURATION_MS) : soakSchedule(DURATION_MS);
    const urls = sites.map((site) => site.url);
    const startedAt = Date.now();
    const startedPerf = performance.now();
    const at = (what: string) => {
      events.push({ atMs: Date.now() - startedAt, what });
      log(what);
    };
    const memory: MemorySample[] = [];
    const exited = new Set<number>();
    sites.forEach((site, index) =>
      site.child.once('exit', (code, signal) => {
        exited.add(index);
        at(`instance ${index + 1} exited (${signal ?? code}): ${site.log.join('').slice(-1500)}`);
      }),
    );
    const sampler = setInterval(() => {
      memory.push({
        atMs: Date.now() - startedAt,
        rss: sites.map((site) => treeMemory(site.pid).rss),
      });
    }, 5_000);
    const driver = startSoakDriver({
      origin: proxy.url,
      universe,
      connections: CONNECTIONS,
      startedAt,
      deadline: startedAt + DURATION_MS,
    });
    at(`${CONNECTIONS} readers start`);
    const sleepUntil = (offsetMs: number) =>
      new Promise((resolve) => setTimeout(resolve, Math.max(0, startedAt + offsetMs - Date.now())));

    await sleepUntil(schedule.apiDown.fromMs);
    await api.stop();
    at('the API stops');
    await sleepUntil(schedule.apiDown.toMs);
    api = await startSampleApi(apiPort, BUSINESSES);
    at('the API is back');

    await postgres?.restart({ schedule, startedAt, urls, at });

    await sleepUntil(schedule.redisRestartMs);
    await redis.restart();
    at('Redis restarted (empty)');

    await sleepUntil(schedule.revalidateMs);
    const revalidation = await revalidateWithNewData({ apiUrl: api.url, urls, secret: SECRET, at });

    await driver.done;
    clearInterval(sampler);
    const atEnd = await newBusinessStatuses(urls);
    at('the readers stop');
    const revalidated = judgeRevalidation(revalidation, atEnd, exited.size);
    const offsetsOf = (recorder: (typeof recorders)[number]) =>
      recorder.callsSince(startedPerf).map((call) => call.start - startedPerf);
    const upstream = recorders.map(offsetsOf);
    const writerUpstream = postgres ? offsetsOf(postgres.workerRecorder) : [];
    const observed = await postgres?.observe(urls, {
      writerPeakUpstreamPerSecond: peakPerSecond(writerUpstream),
      upstreamLimit: UPSTREAM_RPS,
    });
    const postgresVerdicts = observed && judgePostgresRestart(schedule, driver.answers, observed);
    const verdicts = judgeSoak({
      schedule,
      answers: driver.answers,
      upstreamOffsetsMs: upstream,
      upstreamLimit: UPSTREAM_RPS,
      memory,
      rssLimitMb: RSS_LIMIT_MB,
      revalidation: revalidated,
      postgresReasons: postgresVerdicts?.reasons,
    });
    const report = soakReport({
      setup: {
        commit: measuredCommit() ?? 'unknown',
        businesses: BUSINESSES,
        instances: INSTANCES,
        connections: CONNECTIONS,
        upstreamLimit: UPSTREAM_RPS,
        upstreamConcurrency: UPSTREAM_CONCURRENCY,
        withPostgres: WITH_POSTGRES,
      },
      schedule,
      events,
      answers: driver.answers,
      upstream,
      verdicts,
      revalidationDetail: revalidated.detail,
      more:
        postgres && observed && postgresVerdicts
          ? postgresSection({
              schedule,
              observed,
              verdicts: postgresVerdicts,
              writerCalls: postgres.workerRecorder.callsSince(startedPerf),
              instanceCalls: recorders.map((recorder) => recorder.callsSince(startedPerf)),
              writerPeakRssMb: postgres.workerPeakRssMb(),
            })
          : [],
    });
    const name = WITH_POSTGRES ? 'soak-postgres.md' : 'soak.md';
    writeFileSync(path.join(RESULTS_DIR, name), report);
    log(
      `${verdicts.pass ? 'PASS' : 'FAIL'}: ${verdicts.requests} requests; ${RESULTS_DIR}/${name}`,
    );
    if (!verdicts.pass) process.exitCode = 1;
  } finally {
    for (const server of stack.reverse()) await server.stop().catch(() => undefined);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
