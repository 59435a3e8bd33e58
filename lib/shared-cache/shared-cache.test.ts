import { createServer, type Server } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { forgetProcessWide, processWide } from '@/lib/async/process-wide.mjs';
import { freePort } from '@/lib/testing/free-port';
import { redisServerFixture } from '@/lib/testing/redis-server-fixture';
import { mirrorRevalidation, SharedCacheStore } from './cache-handler.mjs';
import { createRedisLink, type RedisLink } from './redis-link.mjs';

/*
 * Two instances' stores on one real redis-server (Debian's), as two `next start` processes
 * would have them: what one writes the other reads, a tag one expires is expired for both,
 * and with Redis gone each answers from its own memory without waiting.
 */

const redis = redisServerFixture();
const links: RedisLink[] = [];

afterEach(async () => {
  for (const link of links.splice(0)) await link.close();
});

function instance(prefix: string, pauseMs = 300) {
  const link = createRedisLink({ url: redis.url, timeoutMs: 300, pauseMs, log: () => {} });
  links.push(link);
  return new SharedCacheStore({ link, prefix, memoryBytes: 1024 * 1024 });
}

const page = (html: string, tags = '_N_T_/layout,_N_T_/business/a') => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from(`rsc ${html}`),
  segmentData: new Map([['/_tree', Buffer.from('tree')]]),
  headers: { 'x-next-cache-tags': tags },
  status: 200,
});
const pageContext = { cacheControl: { revalidate: 300, expire: 31_536_000 } };

describe('SharedCacheStore on a real Redis', () => {
  it('serves one instance’s page to another, and keeps two builds apart', async () => {
    const a = instance('test:build-1:');
    const b = instance('test:build-1:');
    const otherBuild = instance('test:build-2:');
    await a.set('/route-cache/APP_PAGE/x/$/business/a', page('one'), pageContext);
    const read = await b.get('/route-cache/APP_PAGE/x/$/business/a', { kind: 'APP_PAGE' });
    expect((read?.value as { html: string }).html).toBe('one');
    expect(Buffer.isBuffer((read?.value as { rscData: Buffer }).rscData)).toBe(true);
    expect(read?.cacheControl).toEqual(pageContext.cacheControl);
    expect(
      await otherBuild.get('/route-cache/APP_PAGE/x/$/business/a', { kind: 'APP_PAGE' }),
    ).toBeNull();
  });

  it('expires for every instance a tag one of them revalidates', async () => {
    const a = instance('test:tags:');
    const b = instance('test:tags:');
    await a.set(
      'data-key',
      { kind: 'FETCH', data: { n: 1 }, revalidate: 300 },
      {
        fetchCache: true,
        tags: ['business:a'],
      },
    );
    await a.set('/page', page('two', '_N_T_/layout,_N_T_/business/b'), pageContext);
    expect(await b.get('data-key', { kind: 'FETCH', tags: ['business:a'] })).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await a.revalidateTag(['business:a', '_N_T_/business/b'], { expire: 0 });
    expect(await b.get('data-key', { kind: 'FETCH', tags: ['business:a'] })).toBeNull();
    expect(await b.get('/page', { kind: 'APP_PAGE' })).toBeNull();
    // Rendered again after the revalidation, it is served again.
    await b.set('/page', page('three', '_N_T_/layout,_N_T_/business/b'), pageContext);
    expect(((await a.get('/page', { kind: 'APP_PAGE' }))?.value as { html: string }).html).toBe(
      'three',
    );
  });

  it('marks stale, without dropping, what is revalidated while the API is down', async () => {
    const a = instance('test:stale:');
    const b = instance('test:stale:');
    await a.set('/stale', page('kept', '_N_T_/stale'), pageContext);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await a.revalidateTag(['_N_T_/stale'], { expire: 31_536_000 });
    const read = await b.get('/stale', { kind: 'APP_PAGE' });
    expect((read?.value as { html: string }).html).toBe('kept');
    // Older than its five-minute lifetime: Next serves it and refreshes it in the background.
    expect(Date.now() - (read?.lastModified ?? 0)).toBeGreaterThan(300_000);
  });

  it('answers from memory at once while Redis is down, and shares again once it is back', async () => {
    const a = instance('test:outage:', 400);
    const b = instance('test:outage:', 400);
    await a.set('/seen', page('seen by b'), pageContext);
    expect(await b.get('/seen', { kind: 'APP_PAGE' })).not.toBeNull();
    await redis.pause();
    try {
      const started = Date.now();
      expect(((await b.get('/seen', { kind: 'APP_PAGE' }))?.value as { html: string }).html).toBe(
        'seen by b',
      );
      await a.set('/during', page('only in a'), pageContext);
      expect(await b.get('/during', { kind: 'APP_PAGE' })).toBeNull();
      expect(((await a.get('/during', { kind: 'APP_PAGE' }))?.value as { html: string }).html).toBe(
        'only in a',
      );
      // Bounded: a failed call costs at most the timeout, and later ones skip Redis.
      expect(Date.now() - started).toBeLessThan(1_500);
    } finally {
      await redis.restart();
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await a.set('/after', page('shared again'), pageContext);
    expect(((await b.get('/after', { kind: 'APP_PAGE' }))?.value as { html: string }).html).toBe(
      'shared again',
    );
  }, 30_000);

  it('keeps in memory the newest render it read, not the first', async () => {
    const a = instance('test:newest:', 400);
    const b = instance('test:newest:', 400);
    await a.set('/page', page('first render'), pageContext);
    expect(await b.get('/page', { kind: 'APP_PAGE' })).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 5));
    // Rendered again by the other instance: read from Redis, it replaces this one's copy.
    await a.set('/page', page('second render'), pageContext);
    expect(((await b.get('/page', { kind: 'APP_PAGE' }))?.value as { html: string }).html).toBe(
      'second render',
    );
    await redis.pause();
    try {
      expect(((await b.get('/page', { kind: 'APP_PAGE' }))?.value as { html: string }).html).toBe(
        'second render',
      );
    } finally {
      await redis.restart();
    }
  }, 30_000);
});

describe('a revalidation notice from another instance', () => {
  afterEach(() => forgetProcessWide('shared-cache-store'));

  it('expires the tags in this instance’s own mirror, which it trusts while Redis is away', async () => {
    const b = instance('test:notice:', 60_000);
    processWide('shared-cache-store', '', () => b);
    await b.set('/business/a', page('old'), pageContext);
    await redis.pause();
    try {
      expect(await b.get('/business/a', { kind: 'APP_PAGE' })).not.toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 5));
      mirrorRevalidation(['_N_T_/business/a'], Date.now(), true);
      expect(await b.get('/business/a', { kind: 'APP_PAGE' })).toBeNull();
    } finally {
      await redis.restart();
    }
  }, 30_000);

  it('keeps a revalidation it heard of that Redis does not hold (yet, or since a restart)', async () => {
    const b = instance('test:notice-ahead:', 60_000);
    processWide('shared-cache-store', '', () => b);
    await b.set('/business/c', page('old'), { ...pageContext, tags: ['_N_T_/business/c'] });
    await new Promise((resolve) => setTimeout(resolve, 5));
    // The notice arrived; the announcing instance's write of the tag into Redis has not.
    mirrorRevalidation(['_N_T_/business/c'], Date.now(), true);
    expect(await b.get('/business/c', { kind: 'APP_PAGE' })).toBeNull();
  });

  it('only marks them stale when the API did not answer', async () => {
    const b = instance('test:notice-stale:', 60_000);
    processWide('shared-cache-store', '', () => b);
    await b.set('/business/b', page('kept'), pageContext);
    await new Promise((resolve) => setTimeout(resolve, 5));
    mirrorRevalidation(['_N_T_/business/a'], Date.now(), false);
    expect(await b.get('/business/b', { kind: 'APP_PAGE' })).not.toBeNull();
  });
});

describe('SharedCacheStore with a Redis that never answers', () => {
  let silent: Server;
  let port: number;

  beforeAll(async () => {
    port = await freePort();
    // Accepts connections and reads them, but never writes a byte back: a Redis stuck or
    // overloaded.
    silent = createServer((socket) => socket.resume());
    await new Promise<void>((resolve) => silent.listen(port, '127.0.0.1', resolve));
  });

  afterAll(async () => {
    silent.close();
  });

  it('gives up after the timeout once, then skips Redis while the circuit is open', async () => {
    const link = createRedisLink({
      url: `redis://127.0.0.1:${port}`,
      timeoutMs: 200,
      pauseMs: 60_000,
      log: () => {},
    });
    links.push(link);
    const store = new SharedCacheStore({ link, prefix: 'silent:', memoryBytes: 1024 * 1024 });
    let started = Date.now();
    await store.set('/kept', page('kept in memory'), pageContext);
    expect(Date.now() - started).toBeLessThan(1_000);
    started = Date.now();
    for (let read = 0; read < 20; read++)
      expect(
        ((await store.get('/kept', { kind: 'APP_PAGE' }))?.value as { html: string }).html,
      ).toBe('kept in memory');
    expect(Date.now() - started, 'twenty reads without waiting on Redis').toBeLessThan(200);
  });
});
