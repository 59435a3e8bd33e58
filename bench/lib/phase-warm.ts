import { requestOnce, runLoad } from './load';
import { summarize, type LatencySummary } from './percentiles';
import type { SiteUnderTest } from './phase-pages';
import type { PageType, PageTypeId } from './page-type';

/**
 * Warm throughput and latency of each page type against the static About page, on one server.
 *
 * The machine is shared and its load drifts within seconds, so pages measured one after the
 * other would be compared under different loads. Every page is first loaded untimed (a fresh
 * `next start` is several times slower until its JIT has warmed up); then each round runs
 * About, page 1, About, page 2, … About, each for `durationMs`, so that every page is measured
 * between two About runs. A page's ratio to About in a round is its throughput over the mean of
 * the two About runs around it; its figure is the median of its rounds' ratios, which one noisy
 * slice cannot move. Throughput and latency are pooled over the rounds.
 */

export interface WarmFigure {
  id: PageTypeId;
  url: string;
  requests: number;
  failures: number;
  statuses: Record<string, number>;
  bytes: number;
  elapsedMs: number;
  requestsPerSecond: number;
  latencyMs: LatencySummary;
  /** Requests per second of each round. */
  roundRps: number[];
  /** Each round's throughput over that of the About runs just before and after it. */
  roundRatios: number[];
  /** Median of roundRatios (1 for About itself): the figure the throughput budget uses. */
  ratioToAbout: number;
  /** Upstream calls during the measured load, per page view. */
  upstreamPerView: number;
  upstreamCalls: number;
  /** The resources of those calls, with their counts. */
  upstreamByResource: Record<string, number>;
}

export interface WarmOptions {
  durationMs: number;
  connections: number;
  rounds: number;
  warmupMs: number;
}

export interface WarmPhase {
  figures: WarmFigure[];
  /** Seconds from the first priming request to the end of the last round. */
  windowS: number;
}

interface Pool {
  type: PageType;
  url: string;
  samples: number[];
  requests: number;
  failures: number;
  statuses: Record<string, number>;
  bytes: number;
  elapsedMs: number;
  roundRps: number[];
  roundRatios: number[];
  byResource: Record<string, number>;
  calls: number;
}

export async function measureWarm(
  site: SiteUnderTest,
  types: readonly PageType[],
  options: WarmOptions,
  log: (message: string) => void,
): Promise<WarmPhase> {
  const started = performance.now();
  const pools: Pool[] = types.map((type) => ({
    type,
    url: site.url + type.path(type.warmSlug),
    samples: [],
    requests: 0,
    failures: 0,
    statuses: {},
    bytes: 0,
    elapsedMs: 0,
    roundRps: [],
    roundRatios: [],
    byResource: {},
    calls: 0,
  }));
  // Warm: each page rendered and its data fetched before any clock starts, then loaded untimed.
  for (const pool of pools) {
    if (pool.type.request) continue;
    for (let i = 0; i < 3; i += 1) await requestOnce(pool.url, undefined, {}, 120_000);
  }
  for (const pool of pools) {
    await runLoad({
      url: pool.url,
      connections: options.connections,
      durationMs: options.warmupMs,
      ...requestOf(pool.type),
    });
  }
  const about = pools.find((pool) => pool.type.id === 'about');
  if (!about) throw new Error('the warm phase needs the About page as its reference');
  const others = pools.filter((pool) => pool !== about);
  for (let round = 1; round <= options.rounds; round += 1) {
    let before = await measureInto(site, about, options);
    for (const pool of others) {
      const rps = await measureInto(site, pool, options);
      const after = await measureInto(site, about, options);
      pool.roundRatios.push(rps / ((before + after) / 2));
      before = after;
    }
    log(
      `warm round ${round}: ${others.map((pool) => `${pool.type.id} ${pool.roundRatios.at(-1)?.toFixed(2)}`).join(', ')} × About`,
    );
  }
  const figures = pools.map((pool): WarmFigure => ({
    id: pool.type.id,
    url: pool.url,
    requests: pool.requests,
    failures: pool.failures,
    statuses: pool.statuses,
    bytes: pool.bytes,
    elapsedMs: pool.elapsedMs,
    requestsPerSecond: pool.elapsedMs > 0 ? pool.requests / (pool.elapsedMs / 1000) : Number.NaN,
    latencyMs: summarize(pool.samples),
    roundRps: pool.roundRps,
    roundRatios: pool.roundRatios,
    ratioToAbout: pool === about ? 1 : median(pool.roundRatios),
    upstreamPerView: pool.requests > 0 ? pool.calls / pool.requests : Number.NaN,
    upstreamCalls: pool.calls,
    upstreamByResource: pool.byResource,
  }));
  return { figures, windowS: (performance.now() - started) / 1000 };
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** One timed load of a page, pooled into its figure; resolves with its requests per second. */
/** The method, body and headers of a page type that is not a plain GET (an MCP call). */
function requestOf(type: PageType) {
  return type.request
    ? { method: type.request.method, body: type.request.body, headers: type.request.headers }
    : {};
}

async function measureInto(site: SiteUnderTest, pool: Pool, options: WarmOptions): Promise<number> {
  const since = performance.now();
  const load = await runLoad({
    url: pool.url,
    connections: options.connections,
    durationMs: options.durationMs,
    samples: pool.samples,
    timeoutMs: 120_000,
    ...requestOf(pool.type),
  });
  for (const call of site.recorder.callsSince(since)) {
    pool.byResource[call.resource] = (pool.byResource[call.resource] ?? 0) + 1;
    pool.calls += 1;
  }
  pool.requests += load.requests;
  pool.failures += load.failures;
  pool.bytes += load.bytes;
  pool.elapsedMs += load.elapsedMs;
  pool.roundRps.push(load.requestsPerSecond);
  for (const [status, count] of Object.entries(load.statuses)) {
    pool.statuses[status] = (pool.statuses[status] ?? 0) + count;
  }
  return load.requestsPerSecond;
}
