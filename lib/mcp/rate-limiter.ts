import { Lru } from '@/lib/async/lru.mjs';
import { TokenBucket } from '@/lib/async/token-bucket';

/*
 * A token bucket per client address: `burst` calls at once, refilled at `perMinute`. Buckets
 * of the clients gone quiet longest are dropped, so memory stays bounded whatever the traffic.
 */

const MAX_CLIENTS = 10_000;

export class RateLimiter {
  private readonly buckets = new Lru<string, TokenBucket>({ capacity: MAX_CLIENTS });

  constructor(
    private readonly perMinute: number,
    private readonly burst: number,
  ) {}

  /** 0 when the call may go ahead (a token is taken), else the seconds until one is back. */
  take(client: string, now = Date.now()): number {
    let bucket = this.buckets.get(client);
    if (!bucket) {
      const rate = { capacity: this.burst, refill: this.perMinute, intervalMs: 60_000 };
      bucket = new TokenBucket(rate, now);
      this.buckets.set(client, bucket);
    }
    return bucket.takeOrRetryAfter(now);
  }
}
