/**
 * Latency statistics over every recorded sample (no reservoir, no bucketing: a bench run of a
 * few seconds records at most a few hundred thousand numbers, cheap to sort). Percentiles use
 * the nearest-rank method, so every reported value is a latency that was actually observed.
 */

export interface LatencySummary {
  count: number;
  min: number;
  mean: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

/** The p-th percentile (0 < p ≤ 100) of ascending samples: the smallest value ≥ p % of them. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  if (!(p > 0 && p <= 100)) throw new RangeError(`percentile must be in (0, 100], got ${p}`);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number;
}

export function summarize(samples: readonly number[]): LatencySummary {
  const sorted = [...samples].sort((a, b) => a - b);
  const count = sorted.length;
  if (count === 0) {
    return {
      count,
      min: Number.NaN,
      mean: Number.NaN,
      p50: Number.NaN,
      p90: Number.NaN,
      p99: Number.NaN,
      max: Number.NaN,
    };
  }
  let total = 0;
  for (const value of sorted) total += value;
  return {
    count,
    min: sorted[0] as number,
    mean: total / count,
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    max: sorted[count - 1] as number,
  };
}
