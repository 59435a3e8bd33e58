import { describe, expect, it } from 'vitest';
import { TokenBucket } from './token-bucket';

describe('TokenBucket', () => {
  it('lets its capacity through at once, then one call a token', () => {
    const bucket = new TokenBucket({ capacity: 3, refill: 2 }, 0);
    expect([0, 0, 0].map((now) => bucket.takeOrRetryAfter(now))).toEqual([0, 0, 0]);
    expect(bucket.waitMs(0)).toBe(500);
    expect(bucket.waitMs(250)).toBe(250);
    expect(bucket.takeOrRetryAfter(500)).toBe(0);
    expect(bucket.takeOrRetryAfter(500)).toBe(1);
  });

  it('never holds more than its capacity, however long it waits', () => {
    const bucket = new TokenBucket({ capacity: 2, refill: 10 }, 0);
    const takes = Array.from({ length: 3 }, () => bucket.takeOrRetryAfter(60_000));
    expect(takes).toEqual([0, 0, 1]);
  });

  it('refills over any interval and says the whole seconds to wait, at least one', () => {
    // Two a minute: a token every 30 s.
    const bucket = new TokenBucket({ capacity: 1, refill: 2, intervalMs: 60_000 }, 0);
    expect(bucket.takeOrRetryAfter(0)).toBe(0);
    expect(bucket.takeOrRetryAfter(0)).toBe(30);
    expect(bucket.takeOrRetryAfter(29_500)).toBe(1);
    expect(bucket.takeOrRetryAfter(30_000)).toBe(0);
  });

  it('starts with the tokens it is given', () => {
    const bucket = new TokenBucket({ capacity: 10, refill: 10, initial: 1 }, 0);
    expect(bucket.waitMs(0)).toBe(0);
    bucket.take();
    expect(bucket.waitMs(0)).toBe(100);
  });

  it('after a restart, refills nothing before the restart time', () => {
    const bucket = new TokenBucket({ capacity: 10, refill: 10 }, 0);
    bucket.restartAt(2_000, 1);
    // Long past the start, but the restart holds the refill back: one token, then the rate.
    expect(bucket.takeOrRetryAfter(1_500)).toBe(0);
    expect(bucket.waitMs(1_900)).toBe(100);
    expect(bucket.waitMs(2_050)).toBe(50);
    expect(bucket.waitMs(2_100)).toBe(0);
  });

  it('ignores a clock that goes back', () => {
    const bucket = new TokenBucket({ capacity: 1, refill: 1 }, 1_000);
    bucket.take();
    expect(bucket.waitMs(500)).toBe(1_000);
    expect(bucket.waitMs(1_500)).toBe(500);
  });
});
