/*
 * The part of the upstream limiter's capacity that background work (the content sync) may use:
 * at most `maxConcurrency` of its calls in flight and `maxPerSecond` started a second, taken
 * out of the instance's own limits (API_MAX_CONCURRENCY, API_MAX_RPS), never added to them.
 * The limiter also lets a background call start only while no page call is waiting, so a
 * page never queues behind the sync's backlog (upstream-limiter.ts).
 */

import { TokenBucket } from '@/lib/async/token-bucket';

/** Who a call is for: a page (a reader waits) or background work (the content sync). */
export type UpstreamLane = 'page' | 'background';

/** The share of the limits background calls may use when none is configured. */
export const DEFAULT_BACKGROUND_FRACTION = 0.25;
/** How often a background caller that yields to pages looks again. */
export const BACKGROUND_RECHECK_MS = 20;

export class BackgroundShare {
  private inFlight = 0;
  private readonly tokens: TokenBucket;

  constructor(
    readonly maxConcurrency: number,
    readonly maxPerSecond: number,
    private readonly now: () => number = Date.now,
  ) {
    // No burst: background calls start at their steady rate from the first one, and never
    // gather more than a tenth of a second's worth.
    this.tokens = new TokenBucket(
      {
        capacity: Math.max(1, maxPerSecond / 10),
        refill: maxPerSecond,
        initial: Math.min(1, maxPerSecond),
      },
      now(),
    );
  }

  /** Milliseconds until a background call may start by this share's own limits (0: now). */
  waitMs(): number {
    if (this.inFlight >= this.maxConcurrency) return Number.POSITIVE_INFINITY;
    return this.tokens.waitMs(this.now());
  }

  take(): void {
    this.tokens.take();
    this.inFlight += 1;
  }

  release(): void {
    this.inFlight = Math.max(0, this.inFlight - 1);
  }
}

/** The share's limits out of the instance's, at least one call in flight and one a second. */
export function backgroundShareOf(
  maxConcurrency: number,
  maxPerSecond: number,
  fraction: number,
): { maxConcurrency: number; maxPerSecond: number } {
  return {
    maxConcurrency: Math.max(1, Math.floor(maxConcurrency * fraction)),
    maxPerSecond: Math.max(1, maxPerSecond * fraction),
  };
}
