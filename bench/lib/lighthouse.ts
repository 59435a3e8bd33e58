import { spawn } from 'node:child_process';
import { describeFailure, passedByDesign, scoreCounting } from './by-design';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { requestOnce } from './load';
import { QUIET_DEFAULTS, waitForQuietCpu } from './quiet-cpu';

/**
 * Lighthouse (its default mobile config, simulated throttling) on Debian's Chromium, offline.
 * Chromium is started here with a fixed debugging port rather than through chrome-launcher, a
 * dependency of Lighthouse the project does not declare.
 */

export interface LighthouseScores {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  /**
   * Best practices and SEO as the budget judges them: with the audits the page type fails on
   * purpose (by-design.ts) counted as passed.
   */
  bestPracticesJudged: number | null;
  seoJudged: number | null;
  /** The audits counted as passed for that reason. */
  passedByDesign: string[];
  /** Cumulative layout shift of the load. */
  cls: number | null;
  /** Images without explicit width and height (the cause of layout shift the budget names). */
  unsizedImages: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  fcpMs: number | null;
  /** Lighthouse's CPU benchmark of the machine during the run (lower = busier/slower). */
  benchmarkIndex: number | null;
  /** Performance score of every run; the scores above are those of the median run. */
  performanceRuns: number[];
  /** Busy share of the machine's CPUs (%) just before each run, after the wait for quiet. */
  cpuBusyBeforeRuns: number[];
  /** Audits that cost points (weighted, below 1) outside performance, by category. */
  failing: Record<string, string[]>;
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

async function withChromium<T>(port: number, run: () => Promise<T>): Promise<T> {
  const profile = mkdtempSync(path.join(tmpdir(), 'bench-chromium-'));
  const child = spawn(
    CHROMIUM,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--user-data-dir=${profile}`,
      `--remote-debugging-port=${port}`,
      '--remote-debugging-address=127.0.0.1',
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  try {
    const deadline = Date.now() + 20_000;
    while (
      (await requestOnce(`http://127.0.0.1:${port}/json/version`, undefined, {}, 2_000)).status !==
      200
    ) {
      if (Date.now() > deadline || child.exitCode !== null)
        throw new Error('Chromium did not open its debugging port');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return await run();
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    rmSync(profile, { recursive: true, force: true });
  }
}

function score(value: number | null | undefined): number | null {
  return typeof value === 'number' ? Math.round(value * 100) : null;
}

type Lhr = NonNullable<Awaited<ReturnType<typeof import('lighthouse').default>>>['lhr'];

/** A page to audit, and the audits its type fails on purpose (targets.ts, by-design.ts). */
export interface LighthouseTarget {
  url: string;
  byDesign?: readonly string[];
}

function judged(lhr: Lhr, category: string, target: LighthouseTarget) {
  const refs = (lhr.categories[category]?.auditRefs ?? []).map((ref) => ({
    id: ref.id,
    weight: ref.weight,
  }));
  const passed = passedByDesign(refs, lhr.audits, target.byDesign ?? [], target.url);
  return {
    score: scoreCounting(refs, lhr.audits, passed, score(lhr.categories[category]?.score)),
    passed: [...passed],
  };
}

function scoresOf(lhr: Lhr, target: LighthouseTarget): LighthouseScores {
  const audit = (id: string) => lhr.audits[id];
  const bestPractices = judged(lhr, 'best-practices', target);
  const seo = judged(lhr, 'seo', target);
  const unsized = audit('unsized-images')?.details;
  const failing: Record<string, string[]> = {};
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    const ids = (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((entry) => entry !== undefined && entry.score !== null && entry.score < 1)
      .map((entry) => describeFailure(entry?.id ?? '', entry?.displayValue, entry?.details));
    if (ids.length > 0) failing[id] = ids;
  }
  return {
    performance: score(lhr.categories.performance?.score),
    accessibility: score(lhr.categories.accessibility?.score),
    bestPractices: score(lhr.categories['best-practices']?.score),
    seo: score(lhr.categories.seo?.score),
    bestPracticesJudged: bestPractices.score,
    seoJudged: seo.score,
    passedByDesign: [...bestPractices.passed, ...seo.passed],
    cls: audit('cumulative-layout-shift')?.numericValue ?? null,
    unsizedImages: unsized && 'items' in unsized ? unsized.items.length : null,
    lcpMs: audit('largest-contentful-paint')?.numericValue ?? null,
    tbtMs: audit('total-blocking-time')?.numericValue ?? null,
    fcpMs: audit('first-contentful-paint')?.numericValue ?? null,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    performanceRuns: [],
    cpuBusyBeforeRuns: [],
    failing,
  };
}

/**
 * Scores of each URL, audited `runs` times one after another in one Chromium; the run of median
 * performance is kept. Simulated throttling scales the CPU time it observes, so on a shared
 * machine one run's performance score swings by 20 points: each run first waits (bounded) for
 * the CPUs to be idle, and the median of five is what Lighthouse itself recommends.
 */
export async function lighthouseScores(
  targets: readonly LighthouseTarget[],
  debuggingPort: number,
  runs = 3,
  quietWaitMs = QUIET_DEFAULTS.timeoutMs,
): Promise<Map<string, LighthouseScores>> {
  const { default: lighthouse } = await import('lighthouse');
  const results = new Map<string, LighthouseScores>();
  await withChromium(debuggingPort, async () => {
    for (const target of targets) {
      const { url } = target;
      const all: LighthouseScores[] = [];
      const busyBefore: number[] = [];
      // A run Lighthouse itself fails (a trace without its navigation start, now and then) is
      // run again, twice at most per URL, so the median is still of `runs` runs.
      for (let attempt = 0; all.length < runs && attempt < runs + 2; attempt += 1) {
        const { busy } = await waitForQuietCpu({ ...QUIET_DEFAULTS, timeoutMs: quietWaitMs });
        const result = await lighthouse(url, {
          port: debuggingPort,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          // The 404 page is audited too (its status is checked by the size phase, and judged
          // by by-design.ts); without this Lighthouse refuses any page that is not a 200.
          ignoreStatusCode: true,
        });
        const lhr = result?.lhr;
        if (!lhr || lhr.runtimeError) {
          console.warn(`lighthouse: ${url}: ${lhr?.runtimeError?.message ?? 'no result'}`);
          continue;
        }
        all.push(scoresOf(lhr, target));
        busyBefore.push(Math.round(busy * 100));
      }
      if (all.length === 0) continue;
      const sorted = [...all].sort((a, b) => (a.performance ?? 0) - (b.performance ?? 0));
      const median = sorted[Math.floor((sorted.length - 1) / 2)] as LighthouseScores;
      median.performanceRuns = all.map((entry) => entry.performance ?? Number.NaN);
      median.cpuBusyBeforeRuns = busyBefore;
      results.set(url, median);
      const failing = Object.entries(median.failing).map(
        ([category, ids]) => `${category}: ${ids.join(', ')}`,
      );
      console.log(
        `lighthouse ${url}: performance ${median.performanceRuns.join('/')} (CPU busy before: ${busyBefore.join('/')} %), ${median.accessibility}/${median.bestPractices}/${median.seo}${failing.length ? `; ${failing.join('; ')}` : ''}`,
      );
    }
  });
  return results;
}
