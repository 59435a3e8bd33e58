import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchConfig } from './lib/config';
import { lighthouseScores, type LighthouseScores } from './lib/lighthouse';
import { requestOnce } from './lib/load';
import { RssSampler } from './lib/memory';
import { measureCold, measureSizes, measureWarm, type ColdFigure, type SiteUnderTest, type WarmFigure } from './lib/phase-pages';
import { measureScale, type ScaleFigure } from './lib/phase-scale';
import { buildSite, ROOT, startSampleApi, startSite, type Started } from './lib/processes';
import { budgetChecks, renderMarkdown, type BenchResults } from './lib/report';
import { resetRuntimeCache } from './lib/runtime-cache';
import { PAGE_TYPES, primerFor, type PageType } from './lib/targets';
import { readStats, resetStats, startRecorder } from './lib/upstream';

/**
 * `npm run bench`: build, start the sample API and `next start`, measure every page type cold
 * and warm, sizes, Lighthouse, then the directory at each scale; write bench/results/latest.*.
 * Everything runs on 127.0.0.1, bounded in connections and time.
 */

const config = benchConfig();
const log = (message: string) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

async function syntheticSlugs(apiUrl: string): Promise<string[]> {
  const response = await fetch(`${apiUrl}/index/directory-businesses?lang=en`);
  const listing = (await response.json()) as { data: { slug: string }[] };
  // Synthetic slugs end in their number; a random start keeps repeated runs apart.
  const slugs = listing.data.map((business) => business.slug).filter((slug) => /-\d+$/.test(slug));
  const offset = Math.floor(Math.random() * slugs.length);
  return [...slugs.slice(offset), ...slugs.slice(0, offset)];
}

async function main(): Promise<void> {
  const startedAt = new Date().toISOString();
  const loadAverage = os.loadavg();
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
      await resetStats(api.url);
      const { ms } = await buildSite(config.distDir, recorder.url);
      build = { ms, upstreamCalls: (await readStats(api.url)).requests };
      log(`built in ${(ms / 1000).toFixed(1)} s`);
    }
    const slugs = await syntheticSlugs(api.url);
    const coldSlug = (index: number) => slugs[index % slugs.length] ?? PAGE_TYPES[0]!.warmSlug;

    async function freshSite(): Promise<SiteUnderTest> {
      for (const process of running.splice(0)) await process.stop();
      resetRuntimeCache(config.distDir);
      const site = await startSite({ port: config.sitePort, distDir: config.distDir, apiUrl: recorder.url });
      running.push(site);
      const sampler = new RssSampler(site.pid).start();
      samplers.push(sampler);
      return { url: site.url, apiUrl: api.url, recorder, sampler };
    }

    // Cold: a fresh server for each page of the whole listing; route code loaded first by a
    // request that does not read the same data, so that "cold" is data, not code, loading.
    const cold: ColdFigure[] = [];
    for (const type of PAGE_TYPES.filter((candidate) => candidate.listing)) {
      const site = await freshSite();
      await requestOnce(site.url + primerFor(type.id), undefined, {}, 300_000);
      cold.push(await measureCold(site, type, ''));
      log(`cold ${type.id}: ${cold.at(-1)?.totalMs.toFixed(0)} ms`);
    }
    // The sitemap fetched every business's sections: business pages start on a fresh server.
    const site = await freshSite();
    const perBusiness = PAGE_TYPES.filter((candidate) => !candidate.listing);
    const primer = coldSlug(0);
    for (const type of perBusiness) await requestOnce(site.url + type.path(primer), undefined, {}, 300_000);
    for (const [index, type] of perBusiness.entries()) {
      cold.push(await measureCold(site, type, coldSlug(index + 1)));
      log(`cold ${type.id}: ${cold.at(-1)?.totalMs.toFixed(0)} ms, ${cold.at(-1)?.upstreamCalls} upstream calls`);
    }

    // Warm: About before and after the others; its mean is the reference.
    const warm: WarmFigure[] = [];
    const about = PAGE_TYPES.find((type) => type.id === 'about') as PageType;
    const aboutRuns: number[] = [];
    const runWarm = async (type: PageType) => {
      const figure = await measureWarm(site, type, config.durationMs, config.connections);
      log(`warm ${type.id}: ${figure.load.requestsPerSecond.toFixed(0)} req/s, p99 ${figure.load.latencyMs.p99.toFixed(1)} ms, failures ${figure.load.failures}`);
      return figure;
    };
    const aboutFirst = await runWarm(about);
    aboutRuns.push(aboutFirst.load.requestsPerSecond);
    warm.push(aboutFirst);
    for (const type of PAGE_TYPES.filter((candidate) => candidate.load && candidate.id !== 'about')) warm.push(await runWarm(type));
    aboutRuns.push((await runWarm(about)).load.requestsPerSecond);
    const aboutRps = aboutRuns.reduce((sum, value) => sum + value, 0) / aboutRuns.length;

    log('sizes and first-load JavaScript');
    const sizes = await measureSizes(site);

    let lighthouse: Record<string, LighthouseScores> | null = null;
    if (config.lighthouse) {
      log('lighthouse');
      const urls = sizes.map((size) => size.url);
      lighthouse = Object.fromEntries(await lighthouseScores(urls, config.chromiumPort));
    }
    const peakRssBytes = Math.max(...samplers.map((sampler) => sampler.peak));
    await cleanUp();

    const scales: ScaleFigure[] = [];
    for (const businesses of config.scales) {
      log(`scale ${businesses}`);
      try {
        scales.push(
          await measureScale(businesses, {
            distDir: config.distDir,
            sitePort: config.scaleSitePort,
            apiPort: config.scaleApiPort,
            capMs: config.companionCapMs,
            durationMs: config.durationMs,
            connections: config.connections,
          }),
        );
      } catch (error) {
        scales.push({
          businesses,
          homeColdMs: Number.NaN,
          homeWarmMs: Number.NaN,
          homePage2Ms: Number.NaN,
          homeWarmRps: Number.NaN,
          files: [],
          peakRssBytes: 0,
          highWaterMarkBytes: 0,
          error: error instanceof Error ? error.message.split('\n')[0] : String(error),
        });
      }
      log(`scale ${businesses}: ${JSON.stringify(scales.at(-1))}`);
    }

    const partial: Omit<BenchResults, 'budgets'> = {
      startedAt,
      finishedAt: new Date().toISOString(),
      machine: { cpus: os.cpus().length, node: process.version, loadAverage },
      options: { businesses: config.businesses, durationS: config.durationMs / 1000, connections: config.connections, scales: config.scales },
      build,
      cold,
      warm,
      aboutRps,
      sizes,
      lighthouse,
      peakRssBytes,
      scales,
    };
    const results: BenchResults = { ...partial, budgets: budgetChecks(partial) };
    const dir = path.resolve(ROOT, config.resultsDir);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
    const markdown = renderMarkdown(results);
    writeFileSync(path.join(dir, 'latest.md'), markdown);
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
