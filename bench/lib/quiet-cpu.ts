import os from 'node:os';

/**
 * Lighthouse's simulated throttling multiplies the CPU time it observes by four, so whatever
 * else the shared machine runs during an audit lands in the page's score: one build's pages
 * scored 86–97 under a load average of 4–5 and 97–99 on an idle machine. Before each audit
 * the harness waits (bounded) for the machine's CPUs to be idle, and reports how busy they
 * were, so that a score measures the page rather than its neighbours.
 */

export interface CpuTimes {
  idle: number;
  total: number;
}

/** Idle and total CPU time over all cores, in ms, from the kernel's counters. */
export function cpuTimes(cpus: readonly os.CpuInfo[] = os.cpus()): CpuTimes {
  let idle = 0;
  let total = 0;
  for (const { times } of cpus) {
    idle += times.idle;
    total += times.user + times.nice + times.sys + times.idle + times.irq;
  }
  return { idle, total };
}

/** Share of the CPU time between two readings that was not idle, 0–1 (0 when no time passed). */
export function busyFraction(before: CpuTimes, after: CpuTimes): number {
  const total = after.total - before.total;
  if (total <= 0) return 0;
  const busy = total - (after.idle - before.idle);
  return Math.min(1, Math.max(0, busy / total));
}

export type BusySampler = (windowMs: number) => Promise<number>;

/** The machine's busy fraction over the next `windowMs`. */
const sampleBusy: BusySampler = async (windowMs) => {
  const before = cpuTimes();
  await new Promise((resolve) => setTimeout(resolve, windowMs));
  return busyFraction(before, cpuTimes());
};

export interface QuietOptions {
  /** Busy fraction (all cores) below which a window counts as quiet. */
  threshold: number;
  /** Consecutive quiet windows wanted. */
  windows: number;
  windowMs: number;
  /** Longest wait; past it the audit runs anyway and the report shows how busy it was. */
  timeoutMs: number;
}

export const QUIET_DEFAULTS: QuietOptions = {
  threshold: 0.15,
  windows: 3,
  windowMs: 1_000,
  timeoutMs: 60_000,
};

export interface QuietResult {
  quiet: boolean;
  /** Busy fraction of the last window sampled. */
  busy: number;
  waitedMs: number;
}

/** Samples windows until `windows` in a row are quiet or the wait runs out. */
export async function waitForQuietCpu(
  options: QuietOptions = QUIET_DEFAULTS,
  sample: BusySampler = sampleBusy,
): Promise<QuietResult> {
  let inARow = 0;
  let busy = 1;
  let waitedMs = 0;
  while (waitedMs < options.timeoutMs) {
    busy = await sample(options.windowMs);
    waitedMs += options.windowMs;
    inARow = busy < options.threshold ? inARow + 1 : 0;
    if (inARow >= options.windows) return { quiet: true, busy, waitedMs };
  }
  return { quiet: false, busy, waitedMs };
}
