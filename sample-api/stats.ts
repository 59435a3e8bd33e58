/**
 * Counts API requests (not assets, not control), so a test can assert how many upstream calls
 * one page view costs: reset, load the page, read the counts.
 */
export interface StatsSnapshot {
  requests: number;
  byPath: Record<string, number>;
}

export class RequestStats {
  private requests = 0;
  private byPath = new Map<string, number>();

  record(pathname: string): void {
    this.requests += 1;
    this.byPath.set(pathname, (this.byPath.get(pathname) ?? 0) + 1);
  }

  reset(): void {
    this.requests = 0;
    this.byPath.clear();
  }

  snapshot(): StatsSnapshot {
    return { requests: this.requests, byPath: Object.fromEntries(this.byPath) };
  }
}
