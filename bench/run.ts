import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { budgetChecks } from './lib/budgets';
import { measuredCommit } from './lib/measured-commit';
import { benchConfig } from './lib/config';
import type { RssSampler } from './lib/memory';
import { measurePages } from './lib/pages-phase';
import { measureScale, type ScaleFigure } from './lib/phase-scale';
import { measureProxyOnInstances, type ProxyPhaseResult } from './lib/phase-proxy';
import { buildSite, ROOT, startSampleApi, type Started } from './lib/processes';
import type { BenchResults } from './lib/bench-results';
import { renderMarkdown } from './lib/report';
import { startRecorder } from './lib/upstream';

/**
 * `npm run bench`: build, start the sample API and `next start`, measure every page type cold
 * and warm, sizes, Lighthouse, then the directory at each scale; write bench/results/latest.*.
 * Everything runs on 127.0.0.1, bounded in connections and time.
 */

const config = benchConfig();
const log = (message: string) =>
  console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
const loadAverage: Record<string, number[]> = {};
const noteLoad = (phase: string) => {
  loadAverage[phase] = os.loadavg();
};

function failedScale(businesses: number, error: unknown): ScaleFigure {
  return {
    businesses,
    homeColdMs: Number.NaN,
    homeWarmMs: Number.NaN,
    homePage2Ms: Number.NaN,
    homeWarmRps: Number.NaN,
    search: null,
    files: [],
    peakRssBytes: 0,
    highWaterMarkBytes: 0,
    error: error instanceof Error ? (error.message.split('\n')[0] ?? error.message) : String(error),
  };
}

async function main(): Promise<void> {
  const startedAt = new Date().toISOString();
  noteLoad('start');
  log(`options: ${JSON.stringify({ ...config, durationS: config.durationMs / 1000 })}`);
  const api = await startSampleApi(config.apiPort, config.businesses);
  const recorder = await startRecorder(api.url, config.recorderPort);
  const running: Started[] = [];
  const samplers: RssSampler[] = [];
  const cleanUp = async () => {
    for (const sampler of samplers) sampler.stop();
    for (const process of running.splice(0)) await process.stop();
  };
  try {
    let build: BenchResults['build'] = null;
    if (!config.skipBuild) {
      log(`next build → ${config.distDir}`);
      const since = performance.now();
      const { ms } = await buildSite(config.distDir, recorder.url);
      build = { ms, upstreamCalls: recorder.callsSince(since).length };
      log(`built in ${(ms / 1000).toFixed(1)} s`);
    }
    const pages = config.pages
      ? await measurePages({ config, log, noteLoad, api, recorder, running, samplers })
      : null;
    await cleanUp();

    let proxy: ProxyPhaseResult | null = null;
    if (config.proxy) {
      noteLoad('proxy');
      log('caching proxy: two instances behind deploy/nginx.conf');
      proxy = await measureProxyOnInstances(
        {
          root: ROOT,
          apiUrl: api.url,
          distDir: config.distDir,
          durationMs: config.durationMs,
          rounds: config.rounds,
          warmupMs: config.warmupMs,
          connections: config.connections,
        },
        log,
      );
    }

    noteLoad('scale');
    const scales: ScaleFigure[] = [];
    for (const businesses of config.scales) {
      log(`scale ${businesses}`);
      try {
        scales.push(
          await measureScale(businesses, {
            distDir: config.distDir,
            sitePort: config.scaleSitePort,
            apiPort: config.scaleApiPort,
            recorderPort: config.scaleRecorderPort,
            capMs: config.companionCapMs,
            durationMs: config.durationMs,
            connections: config.connections,
          }),
        );
      } catch (error) {
        scales.push(failedScale(businesses, error));
      }
      log(`scale ${businesses}: ${JSON.stringify(scales.at(-1))}`);
    }
    noteLoad('end');

    const measured = {
      cold: pages?.cold ?? [],
      warm: pages?.warm ?? [],
      warmWindowS: pages?.warmWindowS ?? 0,
      mcpWeight: pages?.mcpWeight ?? null,
      sizes: pages?.sizes ?? [],
      lighthouse: pages?.lighthouse ?? null,
      build,
      scales,
      proxy,
    };
    const results: BenchResults = {
      commit: measuredCommit(),
      startedAt,
      finishedAt: new Date().toISOString(),
      machine: { cpus: os.cpus().length, node: process.version, loadAverage },
      options: {
        businesses: config.businesses,
        durationS: config.durationMs / 1000,
        rounds: config.rounds,
        connections: config.connections,
        lighthouseRuns: config.lighthouse ? config.lighthouseRuns : 0,
        scales: config.scales,
      },
      ...measured,
      peakRssBytes: pages?.peakRssBytes ?? 0,
      budgets: budgetChecks(measured),
    };
    const dir = path.resolve(ROOT, config.resultsDir);
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      path.join(dir, `${config.reportName}.json`),
      `${JSON.stringify(results, null, 2)}\n`,
    );
    const markdown = renderMarkdown(results);
    writeFileSync(path.join(dir, `${config.reportName}.md`), markdown);
    console.log(`\n${markdown}`);
  } finally {
    await cleanUp();
    await recorder.close();
    await api.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
