/*
 * A token bucket per client address: `burst` calls at once, refilled at `perMinute`. Buckets
 * of clients gone quiet are dropped, so the map stays small whatever the traffic.
 */

interface Bucket {
  tokens: number;
  updatedAt: number;
}

const MAX_CLIENTS = 10_000;

export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly perMinute: number,
    private readonly burst: number,
  ) {}

  /** 0 when the call may go ahead (a token is taken), else the seconds until one is back. */
  take(client: string, now = Date.now()): number {
    const rate = this.perMinute / 60_000;
    const bucket = this.buckets.get(client) ?? { tokens: this.burst, updatedAt: now };
    bucket.tokens = Math.min(this.burst, bucket.tokens + (now - bucket.updatedAt) * rate);
    bucket.updatedAt = now;
    this.buckets.delete(client);
    this.buckets.set(client, bucket);
    if (this.buckets.size > MAX_CLIENTS) {
      const oldest = this.buckets.keys().next().value;
      if (oldest !== undefined) this.buckets.delete(oldest);
    }
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return Math.max(1, Math.ceil((1 - bucket.tokens) / rate / 1000));
  }
}
