/*
 * One gate for every upstream call of the instance: at most `maxConcurrency` requests in flight
 * and `maxPerSecond` started per second (a token bucket with a second's worth of burst, and a
 * hard cap: never more than `maxPerSecond` starts in any one second), and a pause when the API
 * says it is overwhelmed or down:
 * - a 429, or a 503 with Retry-After: every call waits as asked (a 429 without Retry-After: 1 s,
 *   doubling while it lasts), then the instance resumes at its steady rate, without a burst;
 * - a 503 without Retry-After: a hold of 1 s, doubling to 30 s while 503s continue, during
 *   which one probe call a second tests whether the API is back (its success ends the hold).
 * A caller that cannot get through before its own deadline is refused at once, so a page
 * answers from its cache (or a 503) instead of queueing behind a flood. Background calls (the
 * content sync) keep within a share of both limits and start only while no page call waits.
 */

import {
  BACKGROUND_RECHECK_MS,
  BackgroundShare,
  backgroundShareOf,
  DEFAULT_BACKGROUND_FRACTION,
  type UpstreamLane,
} from './background-share';
import { TokenBucket } from '@/lib/async/token-bucket';
import { MAX_BACKOFF_MS } from './retry-after';
import { UpstreamBusyError } from './upstream-busy-error';
export { retryAfterMs } from './retry-after';
export { UpstreamBusyError, type UpstreamLane };

const FIRST_HOLD_MS = 1_000;
const MAX_HOLD_MS = 30_000;
/** During a hold, one probe may start this long after the hold began or the last probe ended. */
const PROBE_INTERVAL_MS = 1_000;

export class UpstreamLimiter {
  private inFlight = 0;
  private readonly tokens: TokenBucket;
  /** A pause the API asked for (429, 503 with Retry-After): no probes. */
  private pausedUntil = 0;
  private backoffMs = 0;
  /** The hold after a bare 503, and when it began (a 503 of an older call does not extend it). */
  private heldUntil = 0;
  private holdStartedAt = Number.NEGATIVE_INFINITY;
  private holdMs = 0;
  private probing = false;
  private nextProbeAt = 0;
  private readonly waiting: (() => void)[] = [];
  /** When the last `maxPerSecond` calls started, oldest at `nextStart`. */
  private readonly starts: number[] = [];
  private nextStart = 0;
  /** Page callers waiting for a slot: background callers let them go first. */
  private pagesWaiting = 0;
  private readonly background: BackgroundShare;

  constructor(
    readonly maxConcurrency: number,
    readonly maxPerSecond: number,
    private readonly now: () => number = Date.now,
    backgroundFraction: number = DEFAULT_BACKGROUND_FRACTION,
  ) {
    this.tokens = new TokenBucket({ capacity: maxPerSecond, refill: maxPerSecond }, now());
    const share = backgroundShareOf(maxConcurrency, maxPerSecond, backgroundFraction);
    this.background = new BackgroundShare(share.maxConcurrency, share.maxPerSecond, now);
  }

  /**
   * Runs `task` once a slot and a token are free, or throws UpstreamBusyError past `deadline`.
   * The task gets the time it started, for `observe`; it should report its answer through
   * `observe` before it returns, so a probe's outcome is known before others are let in.
   * `callStartedAt`: when the call this request belongs to began (its first attempt); a hold
   * that began later does not stop it, so a call under way finishes its own retry.
   */
  async run<T>(
    task: (startedAt: number) => Promise<T>,
    deadline: number,
    callStartedAt?: number,
    lane: UpstreamLane = 'page',
  ): Promise<T> {
    const probe =
      lane === 'page'
        ? await this.acquireForPage(deadline, callStartedAt)
        : await this.acquireForBackground(deadline, callStartedAt);
    try {
      return await task(this.now());
    } finally {
      this.inFlight -= 1;
      if (lane === 'background') this.background.release();
      if (probe) {
        this.probing = false;
        this.nextProbeAt = this.now() + PROBE_INTERVAL_MS;
        this.wakeAll();
      } else {
        this.waiting.shift()?.();
      }
    }
  }

  /** What an answer of a call started at `startedAt` says about the API. */
  observe(status: number, retryAfterMs: number | null, startedAt: number): void {
    if (status === 429 || (status === 503 && retryAfterMs !== null)) this.pause(retryAfterMs);
    else if (status === 503) this.hold(startedAt);
    else if (status >= 200 && status < 300) this.recovered(startedAt);
  }

  /** The API answered 429 or 503 with Retry-After: wait `retryAfterMs`, or twice as long as last time. */
  pause(retryAfterMs: number | null): void {
    this.backoffMs =
      retryAfterMs ?? Math.min(MAX_BACKOFF_MS, this.backoffMs > 0 ? this.backoffMs * 2 : 1_000);
    this.pausedUntil = Math.max(this.pausedUntil, this.now() + this.backoffMs);
    // The calls already under way used the API's allowance meanwhile: after the pause the
    // instance resumes at its steady rate (one call, then a token at a time), not with a burst.
    this.tokens.restartAt(this.pausedUntil, 1);
  }

  /** A bare 503 from a call started at `startedAt`: hold, or hold twice as long as last time. */
  hold(startedAt: number): void {
    if (startedAt < this.holdStartedAt) return;
    const now = this.now();
    this.holdMs = this.holdMs > 0 ? Math.min(MAX_HOLD_MS, this.holdMs * 2) : FIRST_HOLD_MS;
    this.holdStartedAt = now;
    this.heldUntil = now + this.holdMs;
    this.nextProbeAt = Math.max(this.nextProbeAt, now + PROBE_INTERVAL_MS);
  }

  /**
   * A normal answer: the next throttle starts its back-off afresh, and a hold ends if the call
   * started during it (a probe), not if it was already under way when the 503 came.
   */
  recovered(startedAt: number = this.now()): void {
    this.backoffMs = 0;
    if (this.holdMs > 0 && startedAt >= this.holdStartedAt) {
      this.holdMs = 0;
      this.heldUntil = 0;
      this.wakeAll();
    }
  }

  private wakeAll(): void {
    for (const wake of this.waiting.splice(0)) wake();
  }

  /** Waits until woken (a call ended, a probe ended, a hold ended) or until `until`. */
  private sleepUntilWoken(until: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(
        () => {
          const index = this.waiting.indexOf(wake);
          if (index >= 0) this.waiting.splice(index, 1);
          resolve();
        },
        Math.max(1, until - this.now()),
      );
      const wake = () => {
        clearTimeout(timer);
        resolve();
      };
      this.waiting.push(wake);
    });
  }

  private async acquireForPage(deadline: number, callStartedAt?: number): Promise<boolean> {
    this.pagesWaiting += 1;
    return this.acquire(deadline, callStartedAt, () => true)
      .then((probe) => probe === true)
      .finally(() => (this.pagesWaiting -= 1));
  }

  /** A background call waits while a page call waits, and for its share's own limits. */
  private async acquireForBackground(deadline: number, callStartedAt?: number): Promise<boolean> {
    for (;;) {
      const shareMs = this.pagesWaiting > 0 ? BACKGROUND_RECHECK_MS : this.background.waitMs();
      if (shareMs === 0) {
        const probe = await this.acquire(deadline, callStartedAt, () => {
          if (this.pagesWaiting > 0 || this.background.waitMs() > 0) return false;
          this.background.take();
          return true;
        });
        if (probe !== null) return probe;
      }
      const pause = Number.isFinite(shareMs) ? shareMs : BACKGROUND_RECHECK_MS;
      if (this.now() + pause > deadline) throw new UpstreamBusyError(pause);
      await new Promise((resolve) => setTimeout(resolve, Math.max(1, pause)));
    }
  }

  /**
   * Resolves once the caller may start (true: as the hold's probe), or null when `claim` says
   * no at the moment it could (a background call that meets a waiting page).
   */
  private async acquire(
    deadline: number,
    callStartedAt: number | undefined,
    claim: () => boolean,
  ): Promise<boolean | null> {
    for (;;) {
      const now = this.now();
      const pauseMs = this.pausedUntil - now;
      const held =
        this.heldUntil > now &&
        !(callStartedAt !== undefined && callStartedAt < this.holdStartedAt);
      const mayProbe = held && pauseMs <= 0 && !this.probing && now >= this.nextProbeAt;
      const holdMs = held && !mayProbe ? Math.min(this.heldUntil, this.nextProbeAt) - now : 0;
      const tokenMs = this.tokens.waitMs(now);
      const oldest = this.starts[this.nextStart];
      const windowMs = oldest === undefined ? 0 : oldest + 1000 - now;
      const waitMs = Math.max(pauseMs, holdMs, tokenMs, windowMs, 0);
      if (waitMs === 0 && !(held && this.probing) && this.inFlight < this.maxConcurrency) {
        if (!claim()) {
          // The wake-up that brought this caller here belongs to the one that goes first.
          this.waiting.shift()?.();
          return null;
        }
        this.tokens.take();
        this.inFlight += 1;
        this.starts[this.nextStart] = now;
        this.nextStart = (this.nextStart + 1) % Math.max(1, Math.floor(this.maxPerSecond));
        if (mayProbe) this.probing = true;
        return mayProbe;
      }
      if (held && this.probing && pauseMs <= 0) {
        // A probe is under way: its answer decides, unless the deadline comes first.
        if (now >= deadline) throw new UpstreamBusyError(this.heldUntil - now);
        await this.sleepUntilWoken(deadline);
        continue;
      }
      if (now + waitMs > deadline) throw new UpstreamBusyError(waitMs);
      if (this.inFlight >= this.maxConcurrency && waitMs === 0) {
        // Woken by the next call to finish, or at the deadline.
        await this.sleepUntilWoken(deadline);
        if (this.now() >= deadline && this.inFlight >= this.maxConcurrency)
          throw new UpstreamBusyError(0);
      } else {
        await new Promise((resolve) => setTimeout(resolve, Math.max(1, waitMs)));
      }
    }
  }
}
