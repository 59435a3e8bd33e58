import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { requestOnce } from './load';

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
  /** Cumulative layout shift of the load. */
  cls: number | null;
  /** Images without explicit width and height (the cause of layout shift the budget names). */
  unsizedImages: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
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
    while ((await requestOnce(`http://127.0.0.1:${port}/json/version`, undefined, {}, 2_000)).status !== 200) {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error('Chromium did not open its debugging port');
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

/** Scores of each URL, audited one after another in one Chromium. */
export async function lighthouseScores(urls: string[], debuggingPort: number): Promise<Map<string, LighthouseScores>> {
  const { default: lighthouse } = await import('lighthouse');
  const results = new Map<string, LighthouseScores>();
  await withChromium(debuggingPort, async () => {
    for (const url of urls) {
      const run = await lighthouse(url, {
        port: debuggingPort,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const lhr = run?.lhr;
      if (!lhr || lhr.runtimeError) {
        console.warn(`lighthouse: ${url}: ${lhr?.runtimeError?.message ?? 'no result'}`);
        continue;
      }
      const audit = (id: string) => lhr.audits[id];
      const unsized = audit('unsized-images')?.details;
      results.set(url, {
        performance: score(lhr.categories.performance?.score),
        accessibility: score(lhr.categories.accessibility?.score),
        bestPractices: score(lhr.categories['best-practices']?.score),
        seo: score(lhr.categories.seo?.score),
        cls: audit('cumulative-layout-shift')?.numericValue ?? null,
        unsizedImages: unsized && 'items' in unsized ? unsized.items.length : null,
        lcpMs: audit('largest-contentful-paint')?.numericValue ?? null,
        tbtMs: audit('total-blocking-time')?.numericValue ?? null,
      });
      const failing = Object.values(lhr.audits)
        .filter((entry) => entry.score !== null && entry.score < 1 && entry.scoreDisplayMode === 'binary')
        .map((entry) => entry.id);
      if (failing.length > 0) console.log(`lighthouse: ${url}: failing binary audits: ${failing.join(', ')}`);
    }
  });
  return results;
}
