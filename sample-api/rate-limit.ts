import { TokenBucket } from '../lib/async/token-bucket';

/**
 * An API that says when it is overwhelmed, for tests of the site's upstream limiter: a token
 * bucket of `perSecond` tokens a second and a second's worth of burst, the shape the site's
 * limiter keeps to (lib/api/upstream-limiter.ts). A request past it is refused with a 429 and
 * the Retry-After of the next token. Off unless SAMPLE_API_RATE_LIMIT (or the option) is set.
 */
export class RateLimit {
  private readonly tokens: TokenBucket;

  constructor(
    perSecond: number,
    private readonly now: () => number = Date.now,
  ) {
    this.tokens = new TokenBucket({ capacity: perSecond, refill: perSecond }, now());
  }

  /** 0 when the request may go on; otherwise the seconds to wait (at least 1, for Retry-After). */
  take(): number {
    return this.tokens.takeOrRetryAfter(this.now());
  }
}
