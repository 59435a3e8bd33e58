import { existsSync } from 'node:fs';
import { NGINX_BINARY } from '@/lib/testing/nginx';
/** Bench options, from the environment (bench/README.md). */

export interface BenchConfig {
  /** Synthetic businesses of the main run (besides the ten hand-written ones). */
  businesses: number;
  /** Length of one measured warm run of one page (each page gets `rounds` of them). */
  durationMs: number;
  rounds: number;
  /** Untimed load on each page before the rounds (JIT warm-up). */
  warmupMs: number;
  connections: number;
  skipBuild: boolean;
  /** The page phases (cold, warm, sizes, Lighthouse); off to measure the scales alone. */
  pages: boolean;
  /** Directory sizes of the scale phase; empty to skip it. */
  scales: number[];
  /** Longest a companion file is read at one scale before the read is cut (and reported so). */
  companionCapMs: number;
  lighthouse: boolean;
  /** Lighthouse runs per URL; the median run is kept. */
  lighthouseRuns: number;
  distDir: string;
  sitePort: number;
  apiPort: number;
  recorderPort: number;
  scaleSitePort: number;
  scaleApiPort: number;
  scaleRecorderPort: number;
  chromiumPort: number;
  resultsDir: string;
  /** The caching proxy's phase (deploy/nginx.conf in Debian's nginx); on when nginx is there. */
  proxy: boolean;
}

function integer(value: string | undefined, fallback: number, min: number, max: number): number {
  const parsed = Number(value);
  if (value === undefined || value === '' || !Number.isFinite(parsed)) return fallback;
  return Math.min(max, Math.max(min, Math.round(parsed)));
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(value.toLowerCase());
}

export function parseScales(value: string | undefined): number[] {
  if (value === undefined) return [1_000, 10_000, 100_000];
  return value
    .split(',')
    .filter((part) => part.trim() !== '')
    .map((part) => Number(part.trim()))
    .filter((count) => Number.isInteger(count) && count >= 0 && count <= 100_000);
}

export function benchConfig(
  env: Readonly<Record<string, string | undefined>> = process.env,
): BenchConfig {
  return {
    businesses: integer(env.BENCH_BUSINESSES, 200, 20, 100_000),
    durationMs: integer(env.BENCH_DURATION_S, 3, 1, 60) * 1000,
    rounds: integer(env.BENCH_ROUNDS, 3, 1, 10),
    warmupMs: integer(env.BENCH_WARMUP_S, 2, 0, 30) * 1000,
    connections: integer(env.BENCH_CONNECTIONS, 8, 1, 64),
    skipBuild: flag(env.BENCH_SKIP_BUILD, false),
    pages: flag(env.BENCH_PAGES, true),
    scales: parseScales(env.BENCH_SCALES),
    companionCapMs: integer(env.BENCH_COMPANION_CAP_S, 60, 5, 900) * 1000,
    lighthouse: flag(env.BENCH_LIGHTHOUSE, true),
    lighthouseRuns: integer(env.BENCH_LIGHTHOUSE_RUNS, 5, 1, 9),
    distDir: env.BENCH_DIST_DIR || '.next-bench',
    sitePort: integer(env.BENCH_SITE_PORT, 3420, 1024, 65535),
    apiPort: integer(env.BENCH_API_PORT, 4420, 1024, 65535),
    recorderPort: integer(env.BENCH_RECORDER_PORT, 4421, 1024, 65535),
    scaleSitePort: integer(env.BENCH_SCALE_SITE_PORT, 3421, 1024, 65535),
    scaleApiPort: integer(env.BENCH_SCALE_API_PORT, 4422, 1024, 65535),
    scaleRecorderPort: integer(env.BENCH_SCALE_RECORDER_PORT, 4423, 1024, 65535),
    chromiumPort: integer(env.BENCH_CHROMIUM_PORT, 4429, 1024, 65535),
    resultsDir: env.BENCH_RESULTS_DIR || 'bench/results',
    proxy: flag(env.BENCH_PROXY, existsSync(NGINX_BINARY)),
  };
}
