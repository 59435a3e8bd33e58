/**
 * Counts API requests (not assets, not control), so a test can assert how many upstream calls
 * one page view costs: reset, load the page, read the counts.
 */
export interface StatsSnapshot {
  requests: number;
  byPath: Record<string, number>;
}

/** When each API request arrived and how many were refused with a 429, since the last reset. */
export interface ArrivalsSnapshot {
  /** Arrival times, milliseconds since the epoch, in order. */
  times: number[];
  throttled: number;
}

/** Arrival times kept, at most: enough for any test's burst. */
const MAX_ARRIVALS = 200_000;

export class RequestStats {
  private requests = 0;
  private byPath = new Map<string, number>();
  private times: number[] = [];
  private throttled = 0;

  record(pathname: string, at = Date.now()): void {
    this.requests += 1;
    this.byPath.set(pathname, (this.byPath.get(pathname) ?? 0) + 1);
    if (this.times.length < MAX_ARRIVALS) this.times.push(at);
  }

  recordThrottled(): void {
    this.throttled += 1;
  }

  reset(): void {
    this.requests = 0;
    this.byPath.clear();
    this.times = [];
    this.throttled = 0;
  }

  arrivals(): ArrivalsSnapshot {
    return { times: [...this.times], throttled: this.throttled };
  }

  snapshot(): StatsSnapshot {
    return { requests: this.requests, byPath: Object.fromEntries(this.byPath) };
  }
}
