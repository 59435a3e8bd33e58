import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limiter';

describe('RateLimiter', () => {
  it('lets a burst through, then refuses with the wait until the next token', () => {
    const limiter = new RateLimiter(60, 3);
    const now = 1_000_000;
    expect([1, 2, 3].map(() => limiter.take('a', now))).toEqual([0, 0, 0]);
    expect(limiter.take('a', now)).toBe(1);
    // Another client has its own bucket.
    expect(limiter.take('b', now)).toBe(0);
    // One token a second at 60 a minute.
    expect(limiter.take('a', now + 1_000)).toBe(0);
    expect(limiter.take('a', now + 1_000)).toBe(1);
  });

  it('says how long to wait at a slow rate', () => {
    const limiter = new RateLimiter(2, 1);
    expect(limiter.take('a', 0)).toBe(0);
    expect(limiter.take('a', 0)).toBe(30);
  });
});
