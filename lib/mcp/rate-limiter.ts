import { TokenBucket } from '@/lib/async/token-bucket';

/*
 * A token bucket per client address: `burst` calls at once, refilled at `perMinute`. Buckets
 * of clients gone quiet are dropped, so the map stays small whatever the traffic.
 */

const MAX_CLIENTS = 10_000;

export class RateLimiter {
  private readonly buckets = new Map<string, TokenBucket>();

  constructor(
    private readonly perMinute: number,
    private readonly burst: number,
  ) {}

  /** 0 when the call may go ahead (a token is taken), else the seconds until one is back. */
  take(client: string, now = Date.now()): number {
    const bucket =
      this.buckets.get(client) ??
      new TokenBucket({ capacity: this.burst, refill: this.perMinute, intervalMs: 60_000 }, now);
    this.buckets.delete(client);
    this.buckets.set(client, bucket);
    if (this.buckets.size > MAX_CLIENTS) {
      const oldest = this.buckets.keys().next().value;
      if (oldest !== undefined) this.buckets.delete(oldest);
    }
    return bucket.takeOrRetryAfter(now);
  }
}
