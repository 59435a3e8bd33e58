import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ContentSyncStatus } from '@/lib/content/sync/sync-status';
import { RssSampler } from '../lib/memory';
import { ROOT, startSampleApi, startSite, type Started } from '../lib/processes';
import { startRecorder, type Recorder } from '../lib/upstream';
import { callsByResource, formatReport, type SyncRun } from './sync-report';

/*
 * The content sync at scale, as `npm start` runs it (its heap limit, its default share of the
 * upstream limits): the sample API with N synthetic businesses behind the bench's recording
 * proxy, a fresh `next start` on an empty index folder, then its first full pass watched
 * through GET /api/health/content (its progress, the server's resident memory, every upstream
 * call by resource) until it ends or the time budget runs out; then a restart on the same
 * index, whose pass of changes (nothing changed) is counted the same way.
 *
 *   npx tsx bench/content/sync-bench.ts [businesses=2000] [budget seconds=600]
 *   (BENCH_DIST_DIR: the build to run, `.next` by default; BENCH_SYNC_REPORT: the report's
 *   path, bench/results/content-sync-<N>.md by default)
 */

const businesses = Number(process.argv[2] ?? 2_000);
const budgetMs = Number(process.argv[3] ?? 600) * 1000;
const distDir = process.env.BENCH_DIST_DIR ?? '.next';
const report =
  process.env.BENCH_SYNC_REPORT ?? path.join(ROOT, `bench/results/content-sync-${businesses}.md`);
const apiPort = Number(process.env.BENCH_SYNC_API_PORT ?? 4431);
const recorderPort = Number(process.env.BENCH_SYNC_RECORDER_PORT ?? 4432);
const sitePort = Number(process.env.BENCH_SYNC_SITE_PORT ?? 3431);
const POLL_MS = 5_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function status(site: Started): Promise<ContentSyncStatus | null> {
  try {
    const response = await fetch(`${site.url}/api/health/content`);
    return response.ok ? ((await response.json()) as ContentSyncStatus) : null;
  } catch {
    return null;
  }
}

function folderBytes(folder: string): number {
  return readdirSync(folder).reduce((sum, name) => sum + statSync(path.join(folder, name)).size, 0);
}

/**
 * The first content search of a restarted server, sent as soon as its readiness probe answers
 * 200 (startSite waits for it): how long it took, and how many results it found.
 */
async function timedContentSearch(site: Started): Promise<{ ms: number; results: number }> {
  const started = performance.now();
  const response = await fetch(`${site.url}/api/content?q=sourdough&limit=5`);
  const body = (await response.json()) as { results?: unknown[] };
  return { ms: performance.now() - started, results: body.results?.length ?? 0 };
}

function launch(recorder: Recorder, indexDir: string): Promise<Started> {
  return startSite({
    port: sitePort,
    distDir,
    apiUrl: recorder.url,
    readyWhen: 'directory',
    env: { CONTENT_INDEX_DIR: indexDir },
  });
}

async function firstPass(site: Started, recorder: Recorder, since: number): Promise<SyncRun> {
  const sampler = new RssSampler(site.pid, 500).start();
  const started = Date.now();
  const progress: string[] = [];
  let last: ContentSyncStatus | null = null;
  while (Date.now() - started < budgetMs) {
    await sleep(POLL_MS);
    last = (await status(site)) ?? last;
    if (last?.pass)
      progress.push(
        `${Math.round((Date.now() - started) / 1000)} s: ${last.pass.done}/${last.pass.total}`,
      );
    if (last?.lastFullPassAt) break;
  }
  const durationMs = Date.now() - started;
  const peakDuring = sampler.peak;
  // Counted when the pass ends or is cut, so that they match its done count.
  const calls = callsByResource(recorder.callsSince(since));
  // Memory once the pass is over (or cut), after a quiet minute.
  await sleep(60_000);
  const after = sampler.sample();
  sampler.stop();
  return {
    durationMs,
    finished: Boolean(last?.lastFullPassAt),
    status: last,
    calls,
    peakRss: peakDuring,
    rssAfter: after,
    progress,
  };
}

async function main(): Promise<void> {
  const indexDir = mkdtempSync(path.join(os.tmpdir(), 'content-sync-bench-'));
  const api = await startSampleApi(apiPort, businesses);
  const recorder = await startRecorder(api.url, recorderPort);
  let site: Started | null = null;
  try {
    const before = performance.now();
    site = await launch(recorder, indexDir);
    const first = await firstPass(site, recorder, before);
    const diskBytes = folderBytes(indexDir);
    await site.stop();

    // A restart on the same index: its pass of changes, with nothing changed.
    const restartAt = performance.now();
    site = await launch(recorder, indexDir);
    const firstSearch = await timedContentSearch(site);
    const atOnce = await status(site);
    await sleep(30_000);
    const second = callsByResource(recorder.callsSince(restartAt));
    const text = formatReport({
      businesses,
      budgetMs,
      first,
      diskBytes,
      restart: { status: atOnce, calls: second, firstSearch },
    });
    writeFileSync(report, text);
    console.log(text);
  } finally {
    await site?.stop();
    await recorder.close();
    await api.stop();
    rmSync(indexDir, { recursive: true, force: true });
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
