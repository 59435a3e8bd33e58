import { afterAll, describe, expect, it } from 'vitest';
import { redisServerFixture } from '@/lib/testing/redis-server-fixture';
import { RateLimiter } from './rate-limiter';
import { SharedRateLimiter } from './shared-rate-limiter';

/* Two instances' limiters on one real redis-server. */

const redis = redisServerFixture();
const limiters: SharedRateLimiter[] = [];

function instance(perMinute: number, burst: number): SharedRateLimiter {
  const settings = { url: redis.url, prefix: `rate-${redis.port}`, timeoutMs: 500, pauseMs: 200 };
  const limiter = new SharedRateLimiter(settings, perMinute, burst);
  limiters.push(limiter);
  return limiter;
}

afterAll(async () => {
  await Promise.all(limiters.map((limiter) => limiter.close()));
});

describe('SharedRateLimiter', () => {
  it('gives a client one bucket across instances', async () => {
    const [first, second] = [instance(60, 4), instance(60, 4)];
    const takes = [];
    for (const limiter of [first, second, first, second, first, second])
      takes.push(await limiter.take('client-a'));
    expect(takes).toEqual([0, 0, 0, 0, 1, 1]);
    // Another client has a bucket of its own.
    expect(await second.take('client-b')).toBe(0);
  });

  it('says the wait of the same token bucket as one instance alone', async () => {
    // Two a minute: a token every 30 s, the wait RateLimiter's own bucket gives.
    const [shared, alone] = [instance(2, 1), new RateLimiter(2, 1)];
    expect([await shared.take('slow'), await shared.take('slow')]).toEqual([0, 30]);
    expect([alone.take('slow', 0), alone.take('slow', 0)]).toEqual([0, 30]);
  });

  it('falls back to its own buckets while Redis is away, and shares again once it is back', async () => {
    const limiter = instance(60, 2);
    await redis.pause();
    try {
      expect([await limiter.take('c'), await limiter.take('c'), await limiter.take('c')]).toEqual([
        0, 0, 1,
      ]);
    } finally {
      await redis.restart();
    }
    // Shared again: a second instance finds the bucket the first one emptied.
    const [one, two] = [instance(60, 1), instance(60, 1)];
    let attempt = 0;
    await expect
      .poll(
        async () => {
          attempt += 1;
          const client = `e-${attempt}`;
          return [await one.take(client), await two.take(client)];
        },
        { timeout: 5_000 },
      )
      .toEqual([0, 1]);
  });
});
