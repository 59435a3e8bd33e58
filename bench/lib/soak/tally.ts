import { outageExplaining, type SoakSchedule } from './schedule';
import type { TrafficKind } from './traffic';

/**
 * What a soak saw, counted as it goes and judged at the end: every answer (offset, kind,
 * status), the API's calls per instance per second, and each instance's resident memory.
 */

export interface Answer {
  atMs: number;
  kind: TrafficKind;
  status: number;
  ms: number;
  /** The proxy's X-Cache-Status, when it sent one. */
  cache?: string;
  /** Of a 503: whether it said when to come back (Retry-After). */
  retryAfter?: boolean;
  /** Of a request that got no answer: what it asked for. */
  path?: string;
}

export interface MemorySample {
  atMs: number;
  /** Resident bytes of each instance's process tree, in instance order. */
  rss: number[];
}

export interface SoakVerdicts {
  requests: number;
  statuses: Record<string, number>;
  byKind: Record<string, Record<string, number>>;
  cacheStatuses: Record<string, number>;
  errors500: number;
  /** 503s outside the outage windows and their grace. */
  unexplained503: number;
  /** When the first of them came (seconds from the start), and what they were. */
  unexplained503Samples: string[];
  /** The first requests without an answer while every service was up: when, what, how long. */
  lostSamples: string[];
  /** 503s within an outage window (or its grace), by outage. */
  explained503: { api: number; postgres: number };
  /** 503s that did not say when to come back: a bare 503 is as much a failure as a 500. */
  withoutRetryAfter503: number;
  /** Network errors and time-outs (status 0). */
  failedConnections: number;
  /** Highest upstream calls in one second, per instance. */
  peakUpstreamPerSecond: number[];
  upstreamLimit: number;
  /** Resident MB per instance, one row a minute: [minute, mb, mb, …]. */
  rssByMinute: number[][];
  peakRssMb: number[];
  /** Growth of each instance's RSS from the first to the last minute after warm-up. */
  rssGrowth: number[];
  rssLimitMb: number;
  pass: boolean;
  reasons: string[];
}

const MB = 1024 * 1024;
/** An instance whose memory grew by more than this after warm-up is not "flat". */
const MAX_RSS_GROWTH = 0.15;

function count(into: Record<string, number>, key: string): void {
  into[key] = (into[key] ?? 0) + 1;
}

/** Calls per whole second, from each call's offset in ms. */
export function peakPerSecond(offsetsMs: readonly number[]): number {
  const perSecond = new Map<number, number>();
  let peak = 0;
  for (const offset of offsetsMs) {
    const second = Math.floor(offset / 1000);
    const next = (perSecond.get(second) ?? 0) + 1;
    perSecond.set(second, next);
    peak = Math.max(peak, next);
  }
  return peak;
}

function minuteMeans(samples: readonly MemorySample[], instances: number): number[][] {
  const minutes = new Map<number, { sums: number[]; n: number }>();
  for (const sample of samples) {
    const minute = Math.floor(sample.atMs / 60_000);
    const entry = minutes.get(minute) ?? { sums: new Array(instances).fill(0), n: 0 };
    sample.rss.forEach((bytes, index) => (entry.sums[index] += bytes));
    entry.n += 1;
    minutes.set(minute, entry);
  }
  return [...minutes.entries()]
    .sort(([a], [b]) => a - b)
    .map(([minute, { sums, n }]) => [minute, ...sums.map((sum) => Math.round(sum / n / MB))]);
}

export function judgeSoak(input: {
  schedule: SoakSchedule;
  answers: readonly Answer[];
  upstreamOffsetsMs: readonly (readonly number[])[];
  upstreamLimit: number;
  memory: readonly MemorySample[];
  rssLimitMb: number;
  revalidation: { pass: boolean; detail: string };
  /** What the PostgreSQL mode's own checks found wrong (postgres-verdicts.ts). */
  postgresReasons?: readonly string[];
}): SoakVerdicts {
  const { schedule, answers, memory } = input;
  const statuses: Record<string, number> = {};
  const byKind: Record<string, Record<string, number>> = {};
  const cacheStatuses: Record<string, number> = {};
  let unexplained503 = 0;
  const explained503 = { api: 0, postgres: 0 };
  let withoutRetryAfter503 = 0;
  let lostOutsideOutage = 0;
  const unexplained503Samples: string[] = [];
  const lostSamples: string[] = [];
  for (const answer of answers) {
    count(statuses, String(answer.status));
    count((byKind[answer.kind] ??= {}), String(answer.status));
    if (answer.cache) count(cacheStatuses, answer.cache);
    const outage = outageExplaining(schedule, answer.atMs, answer.atMs + answer.ms);
    // A streamed file the API failed in the middle of is cut: the only honest answer once its
    // first bytes are sent. Outside the outages nothing may be lost.
    if (answer.status === 0 && !outage) {
      lostOutsideOutage += 1;
      if (lostSamples.length < 10)
        lostSamples.push(
          `${Math.round(answer.atMs / 1000)} s ${answer.path ?? answer.kind} after ${Math.round(answer.ms / 1000)} s`,
        );
    }
    if (answer.status === 503) {
      if (!answer.retryAfter) withoutRetryAfter503 += 1;
      if (outage) explained503[outage] += 1;
      else {
        unexplained503 += 1;
        if (unexplained503Samples.length < 10)
          unexplained503Samples.push(`${Math.round(answer.atMs / 1000)} s ${answer.kind}`);
      }
    }
  }
  const instances = input.upstreamOffsetsMs.length;
  const peakUpstreamPerSecond = input.upstreamOffsetsMs.map(peakPerSecond);
  const rssByMinute = minuteMeans(memory, instances);
  const afterWarmup = rssByMinute.filter(([minute]) => minute! * 60_000 >= schedule.warmupMs);
  const first = afterWarmup[0];
  const last = afterWarmup[afterWarmup.length - 1];
  const rssGrowth = Array.from({ length: instances }, (_, index) =>
    first && last ? last[index + 1]! / first[index + 1]! - 1 : 0,
  );
  const peakRssMb = Array.from({ length: instances }, (_, index) =>
    Math.round(Math.max(0, ...memory.map((sample) => sample.rss[index] ?? 0)) / MB),
  );

  const reasons: string[] = [];
  const errors500 = answers.filter((answer) => answer.status >= 500 && answer.status !== 503);
  if (errors500.length > 0) reasons.push(`${errors500.length} answers 5xx other than 503`);
  if (unexplained503 > 0) reasons.push(`${unexplained503} 503s while every service was up`);
  if (withoutRetryAfter503 > 0) reasons.push(`${withoutRetryAfter503} 503s without Retry-After`);
  if (lostOutsideOutage > 0)
    reasons.push(`${lostOutsideOutage} requests got no answer while every service was up`);
  peakUpstreamPerSecond.forEach((peak, index) => {
    if (peak > input.upstreamLimit)
      reasons.push(`instance ${index + 1} made ${peak} upstream calls in one second`);
  });
  peakRssMb.forEach((peak, index) => {
    if (peak > input.rssLimitMb) reasons.push(`instance ${index + 1} peaked at ${peak} MB`);
  });
  rssGrowth.forEach((growth, index) => {
    if (growth > MAX_RSS_GROWTH)
      reasons.push(`instance ${index + 1} grew ${Math.round(growth * 100)} % after warm-up`);
  });
  if (!input.revalidation.pass) reasons.push(`revalidation: ${input.revalidation.detail}`);
  for (const reason of input.postgresReasons ?? []) reasons.push(`PostgreSQL: ${reason}`);
  return {
    requests: answers.length,
    statuses,
    byKind,
    cacheStatuses,
    errors500: errors500.length,
    unexplained503,
    unexplained503Samples,
    lostSamples,
    explained503,
    withoutRetryAfter503,
    failedConnections: statuses['0'] ?? 0,
    peakUpstreamPerSecond,
    upstreamLimit: input.upstreamLimit,
    rssByMinute,
    peakRssMb,
    rssGrowth,
    rssLimitMb: input.rssLimitMb,
    pass: reasons.length === 0,
    reasons,
  };
}
