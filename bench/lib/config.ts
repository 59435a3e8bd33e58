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
  /** Longest wait for quiet CPUs before each Lighthouse run (bench/lib/quiet-cpu.ts). */
  quietWaitMs: number;
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
  /** Cold and warm figures of the page phases (sizes and first-load JS always run with them). */
  cold: boolean;
  warm: boolean;
  /** Languages whose pages get sizes and Lighthouse (English first: the budgets' reference). */
  locales: BenchLocale[];
  /** Page types whose sizes and Lighthouse are measured (all HTML page types when empty). */
  pageIds: string[];
  /** Base name of the result files in resultsDir (`latest` → latest.md, latest.json). */
  reportName: string;
}

export type BenchLocale = 'en' | 'fr';

/** What BENCH_PHASES can name; unset, every phase runs (each still subject to its own flag). */
const BENCH_PHASES = ['cold', 'warm', 'lighthouse', 'proxy', 'scale'] as const;
export type BenchPhase = (typeof BENCH_PHASES)[number];

/** The phases BENCH_PHASES lists (all of them when unset or empty); an unknown name is an error. */
export function parsePhases(value: string | undefined): Set<BenchPhase> {
  const names = (value ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter((part) => part !== '');
  if (names.length === 0) return new Set(BENCH_PHASES);
  const unknown = names.filter((name) => !(BENCH_PHASES as readonly string[]).includes(name));
  if (unknown.length > 0)
    throw new Error(
      `BENCH_PHASES: unknown phase ${unknown.join(', ')} (known: ${BENCH_PHASES.join(', ')})`,
    );
  return new Set(names as BenchPhase[]);
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

function parseLocales(value: string | undefined): BenchLocale[] {
  const locales = list(value).filter((part): part is BenchLocale => part === 'en' || part === 'fr');
  // English always comes first: the budgets compare each page with the English About page.
  return locales.length === 0 ? ['en', 'fr'] : ['en', ...locales.filter((part) => part === 'fr')];
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
  const phases = parsePhases(env.BENCH_PHASES);
  const cold = phases.has('cold');
  const warm = phases.has('warm');
  const lighthouse = phases.has('lighthouse') && flag(env.BENCH_LIGHTHOUSE, true);
  return {
    businesses: integer(env.BENCH_BUSINESSES, 200, 20, 100_000),
    durationMs: integer(env.BENCH_DURATION_S, 3, 1, 60) * 1000,
    rounds: integer(env.BENCH_ROUNDS, 3, 1, 10),
    warmupMs: integer(env.BENCH_WARMUP_S, 2, 0, 30) * 1000,
    connections: integer(env.BENCH_CONNECTIONS, 8, 1, 64),
    skipBuild: flag(env.BENCH_SKIP_BUILD, false),
    pages: flag(env.BENCH_PAGES, true) && (cold || warm || lighthouse),
    scales: phases.has('scale') ? parseScales(env.BENCH_SCALES) : [],
    companionCapMs: integer(env.BENCH_COMPANION_CAP_S, 60, 5, 900) * 1000,
    lighthouse,
    lighthouseRuns: integer(env.BENCH_LIGHTHOUSE_RUNS, 5, 1, 9),
    quietWaitMs: integer(env.BENCH_QUIET_WAIT_S, 60, 0, 600) * 1000,
    distDir: env.BENCH_DIST_DIR || '.next-bench',
    sitePort: integer(env.BENCH_SITE_PORT, 3420, 1024, 65535),
    apiPort: integer(env.BENCH_API_PORT, 4420, 1024, 65535),
    recorderPort: integer(env.BENCH_RECORDER_PORT, 4421, 1024, 65535),
    scaleSitePort: integer(env.BENCH_SCALE_SITE_PORT, 3421, 1024, 65535),
    scaleApiPort: integer(env.BENCH_SCALE_API_PORT, 4422, 1024, 65535),
    scaleRecorderPort: integer(env.BENCH_SCALE_RECORDER_PORT, 4423, 1024, 65535),
    chromiumPort: integer(env.BENCH_CHROMIUM_PORT, 4429, 1024, 65535),
    resultsDir: env.BENCH_RESULTS_DIR || 'bench/results',
    proxy: phases.has('proxy') && flag(env.BENCH_PROXY, existsSync(NGINX_BINARY)),
    cold,
    warm,
    locales: parseLocales(env.BENCH_LOCALES),
    pageIds: list(env.BENCH_PAGE_TYPES),
    reportName: /^[\w.-]+$/.test(env.BENCH_REPORT_NAME ?? '')
      ? (env.BENCH_REPORT_NAME as string)
      : 'latest',
  };
}
