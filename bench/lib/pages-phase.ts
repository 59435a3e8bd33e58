import type { BenchConfig } from './config';
import { lighthouseScores, type LighthouseScores } from './lighthouse';
import { requestOnce } from './load';
import { measureMcpWeight } from './mcp-weight';
import { RssSampler } from './memory';
import { measureCold, measureSizes, type ColdFigure, type SiteUnderTest } from './phase-pages';
import { measureWarm, type WarmFigure } from './phase-warm';
import { ROOT, startSite, type Started } from './processes';
import { resetRuntimeCache } from './runtime-cache';
import { PAGE_TYPES, primerFor } from './targets';
import type { Recorder } from './upstream';

/*
 * The pages phase of `npm run bench` (bench/run.ts): every page type cold and warm, its sizes
 * and Lighthouse, on servers of the main build.
 */

export interface PagesPhaseContext {
  config: BenchConfig;
  log(message: string): void;
  /** Notes the load average as a phase starts. */
  noteLoad(phase: string): void;
  api: Started;
  recorder: Recorder;
  /** The servers started, which the caller stops (this phase stops those it replaces). */
  running: Started[];
  samplers: RssSampler[];
}

async function syntheticSlugs(apiUrl: string): Promise<string[]> {
  const response = await fetch(`${apiUrl}/index/directory-businesses?lang=en`);
  const listing = (await response.json()) as { data: { slug: string }[] };
  // Synthetic slugs end in their number; a random start keeps repeated runs apart.
  const slugs = listing.data.map((business) => business.slug).filter((slug) => /-\d+$/.test(slug));
  const offset = Math.floor(Math.random() * slugs.length);
  return [...slugs.slice(offset), ...slugs.slice(0, offset)];
}

/** Cold, warm, sizes and Lighthouse of every page type, on servers of the main build. */
export async function measurePages({
  config,
  log,
  noteLoad,
  api,
  recorder,
  running,
  samplers,
}: PagesPhaseContext) {
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
