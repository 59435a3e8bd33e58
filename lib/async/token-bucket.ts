/*
 * The one token bucket of the project: at most `capacity` tokens, `refill` more every
 * `intervalMs` (continuously, in proportion to the time passed), one taken by each call. Every
 * rate limit is this rule: the upstream limiter and its background lane (lib/api), the MCP
 * endpoint's limit per client (lib/mcp; its Redis script is the same arithmetic, run inside
 * Redis so that several instances share one bucket) and the sample API's 429s.
 *
 * Time is passed in by the caller (milliseconds), so a limiter's own clock, or a test's,
 * drives it.
 */

export interface TokenBucketOptions {
  /** Most tokens kept: the burst. */
  capacity: number;
  /** Tokens added every `intervalMs`. */
  refill: number;
  /** The refill's interval, in ms: a second unless said. */
  intervalMs?: number;
  /** Tokens at `start`: a full bucket unless said. */
  initial?: number;
}

export class TokenBucket {
  readonly capacity: number;
  private readonly refill: number;
  private readonly intervalMs: number;
  private tokens: number;
  private refilledAt: number;

  constructor(options: TokenBucketOptions, start: number) {
    this.capacity = options.capacity;
    this.refill = options.refill;
    this.intervalMs = options.intervalMs ?? 1000;
    this.tokens = options.initial ?? options.capacity;
    this.refilledAt = start;
  }

  /** Milliseconds from `now` until a token is there (0: one is). */
  waitMs(now: number): number {
    this.refillUntil(now);
    return this.tokens >= 1 ? 0 : ((1 - this.tokens) * this.intervalMs) / this.refill;
  }

  /** Takes a token; the caller has seen `waitMs` say 0. */
  take(): void {
    this.tokens -= 1;
  }

  /** 0 when a token was there (it is taken), else the whole seconds until one is: a Retry-After. */
  takeOrRetryAfter(now: number): number {
    const waitMs = this.waitMs(now);
    if (waitMs === 0) {
      this.take();
      return 0;
    }
    return Math.max(1, Math.ceil(waitMs / 1000));
  }

  /**
   * Leaves `tokens` in the bucket and refills nothing before `from` (after a pause the API asked
   * for: the calls then go at the steady rate, without a burst).
   */
  restartAt(from: number, tokens: number): void {
    this.tokens = tokens;
    this.refilledAt = Math.max(this.refilledAt, from);
  }

  private refillUntil(now: number): void {
    if (now <= this.refilledAt) return;
    const added = ((now - this.refilledAt) * this.refill) / this.intervalMs;
    this.tokens = Math.min(this.capacity, this.tokens + added);
    this.refilledAt = now;
  }
}
