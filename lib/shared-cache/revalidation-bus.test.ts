import { afterEach, describe, expect, it } from 'vitest';
import { redisServerFixture } from '@/lib/testing/redis-server-fixture';
import {
  createRevalidationBus,
  type RevalidationBus,
  type RevalidationNotice,
} from './revalidation-bus';

/* Three instances' buses on one real redis-server. */

const redis = redisServerFixture();
const buses: RevalidationBus[] = [];

afterEach(async () => {
  for (const bus of buses.splice(0)) await bus.close();
});

function bus(
  onNotice: (notice: RevalidationNotice) => Promise<unknown>,
  ackTimeoutMs = 2_000,
  pauseMs = 300,
  onListingStored?: () => Promise<unknown>,
) {
  const created = createRevalidationBus(
    { url: redis.url, prefix: 'bus-test', timeoutMs: 300, pauseMs },
    onNotice,
    { ackTimeoutMs, onListingStored },
  );
  buses.push(created);
  return created;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('the revalidation bus', () => {
  it('has every other instance refresh before the answer, and counts them', async () => {
    const seen: string[] = [];
    const refreshed = (name: string) => async (notice: RevalidationNotice) => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      seen.push(`${name}:${notice.slug}:${notice.fresh}`);
    };
    const a = bus(refreshed('a'));
    bus(refreshed('b'));
    bus(refreshed('c'));
    await settle();
    const report = await a.announce({ slug: 'boulangerie', fresh: true });
    expect(report).toEqual({ shared: true, reached: 3, acknowledged: 3 });
    // The announcing instance refreshes itself; the notice is for the others.
    expect(seen.sort()).toEqual(['b:boulangerie:true', 'c:boulangerie:true']);
  });

  it('reports the instances that did not acknowledge in time', async () => {
    const a = bus(async () => {}, 300);
    bus(() => new Promise((resolve) => setTimeout(resolve, 2_000)));
    await settle();
    expect(await a.announce({ slug: null, fresh: true })).toEqual({
      shared: true,
      reached: 2,
      acknowledged: 1,
    });
  });

  it('answers for this instance alone, at once, while Redis is down', async () => {
    const a = bus(async () => {});
    await settle();
    await redis.pause();
    try {
      const started = Date.now();
      expect(await a.announce({ slug: null, fresh: true })).toEqual({
        shared: false,
        reached: 1,
        acknowledged: 1,
      });
      expect(Date.now() - started).toBeLessThan(1_000);
    } finally {
      await redis.restart();
    }
  }, 20_000);

  it('still reaches the others when an earlier call left Redis alone for a while', async () => {
    const seen: string[] = [];
    // Redis is left alone for a minute after a failure: only the notice may try anyway.
    const a = bus(async () => {}, 2_000, 60_000);
    bus(async (notice) => {
      seen.push(`b:${notice.slug}`);
    });
    await settle();
    redis.freeze();
    try {
      expect((await a.announce({ slug: 'first', fresh: true })).shared).toBe(false);
    } finally {
      redis.thaw();
    }
    expect(await a.announce({ slug: 'second', fresh: true })).toEqual({
      shared: true,
      reached: 2,
      acknowledged: 2,
    });
    expect(seen).toContain('b:second');
  }, 20_000);

  it("tells the other processes of a stored listing, and nobody's revalidation handler", async () => {
    const stored: string[] = [];
    const notices: string[] = [];
    const member = (name: string) =>
      bus(
        async () => notices.push(name),
        2_000,
        300,
        async () => stored.push(name),
      );
    const writer = member('writer');
    member('b');
    member('c');
    await settle();
    await writer.announceListingStored();
    await expect.poll(() => stored.sort()).toEqual(['b', 'c']);
    expect(notices).toEqual([]);
  });
});
