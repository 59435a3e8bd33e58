import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { budgetChecks } from './lib/budgets';
import { measuredCommit } from './lib/measured-commit';
import { benchConfig } from './lib/config';
import { lighthouseScores, type LighthouseScores } from './lib/lighthouse';
import { requestOnce } from './lib/load';
import { RssSampler } from './lib/memory';
import { measureCold, measureSizes, type ColdFigure, type SiteUnderTest } from './lib/phase-pages';
import { measureScale, type ScaleFigure } from './lib/phase-scale';
import { measureProxyOnInstances, type ProxyPhaseResult } from './lib/phase-proxy';
import { measureWarm, type WarmFigure } from './lib/phase-warm';
import { measureMcpWeight } from './lib/mcp-weight';
import { buildSite, ROOT, startSampleApi, startSite, type Started } from './lib/processes';
import { renderMarkdown, type BenchResults } from './lib/report';
import { resetRuntimeCache } from './lib/runtime-cache';
import { PAGE_TYPES, primerFor } from './lib/targets';
import { startRecorder, type Recorder } from './lib/upstream';

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

async function syntheticSlugs(apiUrl: string): Promise<string[]> {
  const response = await fetch(`${apiUrl}/index/directory-businesses?lang=en`);
  const listing = (await response.json()) as { data: { slug: string }[] };
  // Synthetic slugs end in their number; a random start keeps repeated runs apart.
  const slugs = listing.data.map((business) => business.slug).filter((slug) => /-\d+$/.test(slug));
  const offset = Math.floor(Math.random() * slugs.length);
  return [...slugs.slice(offset), ...slugs.slice(0, offset)];
}

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

/** Cold, warm, sizes and Lighthouse of every page type, on servers of the main build. */
async function measurePages(
  api: Started,
  recorder: Recorder,
  running: Started[],
  samplers: RssSampler[],
) {
  const slugs = await syntheticSlugs(api.url);
  const coldSlug = (index: number) => slugs[index % slugs.length] ?? PAGE_TYPES[0]!.warmSlug;

  // A fresh `next start` with the data cache and the ISR cache of earlier servers removed.
  async function freshSite(): Promise<SiteUnderTest> {
    for (const process of running.splice(0)) await process.stop();
    resetRuntimeCache(config.distDir);
    const site = await startSite({
      port: config.sitePort,
      distDir: config.distDir,
      apiUrl: recorder.url,
    });
    running.push(site);
    const sampler = new RssSampler(site.pid).start();
    samplers.push(sampler);
    return { url: site.url, recorder, sampler };
  }

  // Without the cold phase, one fresh server serves the others.
  const cold: ColdFigure[] = [];
  let site: SiteUnderTest;
  if (config.cold) {
    // Cold: a fresh server for each page of the whole listing; route code loaded first by a
    // request that does not read the same data, so that "cold" is data, not code, loading.
    noteLoad('cold');
    for (const type of PAGE_TYPES.filter((candidate) => candidate.listing)) {
      site = await freshSite();
      await requestOnce(site.url + primerFor(type.id), undefined, {}, 300_000);
      cold.push(await measureCold(site, type, ''));
      log(
        `cold ${type.id}: ${cold.at(-1)?.totalMs.toFixed(0)} ms, ${cold.at(-1)?.upstreamCalls} upstream calls`,
      );
    }
    // The sitemap fetched every business's sections: business pages start on a fresh server,
    // each type's code loaded by one synthetic business, then measured on another.
    site = await freshSite();
    const perBusiness = PAGE_TYPES.filter(
      (candidate) => !candidate.listing && candidate.cold !== false,
    );
    const primer = coldSlug(0);
    for (const type of perBusiness)
      await requestOnce(site.url + type.path(primer), undefined, {}, 300_000);
    for (const [index, type] of perBusiness.entries()) {
      cold.push(await measureCold(site, type, coldSlug(index + 1)));
      log(
        `cold ${type.id}: ${cold.at(-1)?.totalMs.toFixed(0)} ms, ${cold.at(-1)?.upstreamCalls} upstream calls`,
      );
    }
  } else {
    site = await freshSite();
  }

  let warmPhase: { figures: WarmFigure[]; windowS: number } = { figures: [], windowS: 0 };
  if (config.warm) {
    noteLoad('warm');
    // BENCH_PAGE_TYPES narrows the warm phase too; About stays, as the reference.
    const warmTypes = PAGE_TYPES.filter(
      (candidate) =>
        candidate.load &&
        (config.pageIds.length === 0 ||
          candidate.id === 'about' ||
          config.pageIds.includes(candidate.id)),
    );
    warmPhase = await measureWarm(
      site,
      warmTypes,
      {
        durationMs: config.durationMs,
        connections: config.connections,
        rounds: config.rounds,
        warmupMs: config.warmupMs,
      },
      log,
    );
    log(`warm phase: ${warmPhase.windowS.toFixed(0)} s`);
  }
  const mcpType = PAGE_TYPES.find((candidate) => candidate.id === 'mcp');
  const mcpWeight = mcpType ? await measureMcpWeight(site.url, mcpType.warmSlug) : null;

  log(`sizes and first-load JavaScript (${config.locales.join(', ')})`);
  const sizes = await measureSizes(site, ROOT, config.distDir, config.locales, config.pageIds);

  let lighthouse: Record<string, LighthouseScores> | null = null;
  if (config.lighthouse) {
    noteLoad('lighthouse');
    log(`lighthouse (${config.lighthouseRuns} runs per page)`);
    const targets = sizes.map((size) => ({
      url: size.url,
      byDesign: PAGE_TYPES.find((type) => type.id === size.id)?.byDesign?.map(
        (entry) => entry.audit,
      ),
    }));
    lighthouse = Object.fromEntries(
      await lighthouseScores(
        targets,
        config.chromiumPort,
        config.lighthouseRuns,
        config.quietWaitMs,
      ),
    );
  }
  const peakRssBytes = Math.max(...samplers.map((sampler) => sampler.peak));
  return {
    cold,
    warm: warmPhase.figures,
    warmWindowS: warmPhase.windowS,
    mcpWeight,
    sizes,
    lighthouse,
    peakRssBytes,
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
    const pages = config.pages ? await measurePages(api, recorder, running, samplers) : null;
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
