/*
 * One gate for every upstream call of the instance: at most `maxConcurrency` requests in flight
 * and `maxPerSecond` started per second (a token bucket with a second's worth of burst), and a
 * pause when the API says it is overwhelmed (429 or 503, for its Retry-After or an exponential
 * back-off). A caller that cannot get through before its own deadline is refused at once, so a
 * page answers from its cache (or a 503) instead of queueing behind a flood.
 */

export class UpstreamBusyError extends Error {
  constructor(readonly waitMs: number) {
    super(`Upstream limiter: no slot within the deadline (${Math.ceil(waitMs)} ms away)`);
    this.name = 'UpstreamBusyError';
  }
}

const MAX_BACKOFF_MS = 60_000;

export class UpstreamLimiter {
  private inFlight = 0;
  private tokens: number;
  private refilledAt: number;
  private pausedUntil = 0;
  private backoffMs = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly maxConcurrency: number,
    readonly maxPerSecond: number,
    private readonly now: () => number = Date.now,
  ) {
    this.tokens = maxPerSecond;
    this.refilledAt = now();
  }

  /** Runs `task` once a slot and a token are free, or throws UpstreamBusyError past `deadline`. */
  async run<T>(task: () => Promise<T>, deadline: number): Promise<T> {
    await this.acquire(deadline);
    try {
      return await task();
    } finally {
      this.inFlight -= 1;
      this.waiting.shift()?.();
    }
  }

  /** The API answered 429 or 503: wait `retryAfterMs`, or twice as long as last time. */
  pause(retryAfterMs: number | null): void {
    this.backoffMs =
      retryAfterMs ?? Math.min(MAX_BACKOFF_MS, this.backoffMs > 0 ? this.backoffMs * 2 : 1_000);
    this.pausedUntil = Math.max(this.pausedUntil, this.now() + this.backoffMs);
  }

  /** A normal answer: the next throttle starts its back-off afresh. */
  recovered(): void {
    this.backoffMs = 0;
  }

  private refill(): void {
    const now = this.now();
    this.tokens = Math.min(
      this.maxPerSecond,
      this.tokens + ((now - this.refilledAt) / 1000) * this.maxPerSecond,
    );
    this.refilledAt = now;
  }

  private async acquire(deadline: number): Promise<void> {
    for (;;) {
      this.refill();
      const now = this.now();
      const pauseMs = this.pausedUntil - now;
      const tokenMs = this.tokens >= 1 ? 0 : ((1 - this.tokens) / this.maxPerSecond) * 1000;
      const waitMs = Math.max(pauseMs, tokenMs, 0);
      if (waitMs === 0 && this.inFlight < this.maxConcurrency) {
        this.tokens -= 1;
        this.inFlight += 1;
        return;
      }
      if (now + waitMs > deadline) throw new UpstreamBusyError(waitMs);
      if (this.inFlight >= this.maxConcurrency) {
        // Woken by the next call to finish, or at the deadline.
        await new Promise<void>((resolve) => {
          const timer = setTimeout(
            () => {
              const index = this.waiting.indexOf(wake);
              if (index >= 0) this.waiting.splice(index, 1);
              resolve();
            },
            Math.max(1, deadline - now),
          );
          const wake = () => {
            clearTimeout(timer);
            resolve();
          };
          this.waiting.push(wake);
        });
        if (this.now() >= deadline && this.inFlight >= this.maxConcurrency)
          throw new UpstreamBusyError(0);
      } else {
        await new Promise((resolve) => setTimeout(resolve, Math.max(1, waitMs)));
      }
    }
  }
}

/** Retry-After in milliseconds (seconds or an HTTP date), or null. */
export function retryAfterMs(value: string | null, now = Date.now()): number | null {
  if (value === null || value.trim() === '') return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(MAX_BACKOFF_MS, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.min(MAX_BACKOFF_MS, Math.max(0, date - now));
}
