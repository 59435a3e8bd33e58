import { expect, test } from '@playwright/test';
import { freePort } from '@/lib/testing/free-port';
import { startRedisServer, type RedisServer } from '@/lib/testing/redis-server';
import { startSiteInstances, type SiteInstances } from '@/lib/testing/site-instances';
import { startPrivateSampleApi, type PrivateSampleApi } from './support/isolated-site';

/*
 * Several instances, one cache: two `next start` instances of one build share a real
 * redis-server (Debian's) through REDIS_URL, in front of a sample API of their own whose request
 * counter tells which instance called it. Everything runs on free ports of 127.0.0.1.
 */

const SECRET = 'shared-cache-e2e-secret';
const RETRY_MS = 1_000;

test.describe.configure({ mode: 'serial' });

let redis: RedisServer;
let api: PrivateSampleApi;
let site: SiteInstances;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  redis = await startRedisServer();
  api = await startPrivateSampleApi(await freePort());
  site = await startSiteInstances({
    count: 2,
    apiUrl: api.apiUrl,
    env: {
      REDIS_URL: redis.url,
      REDIS_KEY_PREFIX: `e2e-${redis.port}`,
      REDIS_RETRY_MS: String(RETRY_MS),
      REVALIDATE_SECRET: SECRET,
    },
    onStderr: (index, chunk) => process.stderr.write(`[instance ${index}] ${chunk}`),
  });
});

test.afterAll(async () => {
  await api?.setFault({ mode: 'none' }).catch(() => {});
  await site?.stop();
  await api?.stop();
  await redis?.stop();
});

async function get(instance: number, path: string) {
  const response = await fetch(`${site.urls[instance]}${path}`, { redirect: 'manual' });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

/** The number in the home page's "N businesses" status line. */
function businessCount(page: string): number {
  const match = /role="status"[^>]*>(?:<!-- -->)?([\d,\s\u202f]+)/.exec(page);
  return Number((match?.[1] ?? '').replace(/\D/g, ''));
}

test('runs one build: the assets one instance links, the other serves', async () => {
  const a = await get(0, '/about');
  const b = await get(1, '/about');
  const deployment = /data-dpl-id="([^"]+)"/.exec(a.body)?.[1];
  expect(deployment).toBeTruthy();
  expect(/data-dpl-id="([^"]+)"/.exec(b.body)?.[1]).toBe(deployment);
  const assets = [...a.body.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+)"/g)].map((match) =>
    match[1]!.replaceAll('&amp;', '&'),
  );
  expect(assets.length).toBeGreaterThan(0);
  for (const asset of new Set(assets)) expect((await get(1, asset)).status, asset).toBe(200);
});

test('serves on one instance, without calling the API, the page the other rendered', async () => {
  // Both instances load their directory index first, so that only the page itself is counted.
  for (const instance of [0, 1]) expect((await get(instance, '/')).status).toBe(200);
  await api.resetUpstreamStats();
  const onA = await get(0, '/business/quincaillerie-rideau-hardware');
  expect(onA.status).toBe(200);
  expect(await api.upstreamRequests(), 'A rendered it from the API').toBeGreaterThan(0);

  await api.resetUpstreamStats();
  const onB = await get(1, '/business/quincaillerie-rideau-hardware');
  expect(onB.status).toBe(200);
  expect(onB.body, 'the very render A made').toBe(onA.body);
  expect(await api.upstreamRequestsByPath(), 'B called the API').toEqual({});

  // Its Markdown twin (a route handler's answer) too.
  const twinOnA = await get(0, '/fr/business/quincaillerie-rideau-hardware.md');
  expect(twinOnA.status).toBe(200);
  await api.resetUpstreamStats();
  const twinOnB = await get(1, '/fr/business/quincaillerie-rideau-hardware.md');
  expect(twinOnB.body).toBe(twinOnA.body);
  expect(await api.upstreamRequestsByPath()).toEqual({});
});

test('POST /api/revalidate on one instance refreshes both, and says so', async () => {
  const injected = '/business/hostile-script-injection';
  // Unknown while the sample API's hostile mode is off: both serve the cached 404.
  expect((await get(0, injected)).status).toBe(404);
  expect((await get(1, injected)).status).toBe(404);
  const homeBefore = await get(1, '/');
  await api.setFault({ mode: 'hostile' });
  expect((await get(1, injected)).status, 'still the cached 404').toBe(404);
  expect((await get(1, '/')).body, 'still the cached home page').toBe(homeBefore.body);

  const answer = await fetch(`${site.urls[0]}/api/revalidate`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${SECRET}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ slug: 'hostile-script-injection' }),
  });
  expect(answer.status).toBe(200);
  expect(await answer.json()).toMatchObject({
    revalidated: true,
    fresh: true,
    instances: { shared: true, reached: 2, acknowledged: 2 },
  });
  // The other instance shows the new business, and its directory index was reloaded.
  expect((await get(1, injected)).status).toBe(200);
  const homeAfter = await get(1, '/');
  expect(businessCount(homeAfter.body)).toBeGreaterThan(businessCount(homeBefore.body));
  await api.setFault({ mode: 'none' });
});

/** Polls until a page instance A renders is served by B without an API call. */
async function sharedAgain(page: string) {
  await expect
    .poll(
      async () => {
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
        const onA = await get(0, page);
        await api.resetUpstreamStats();
        const onB = await get(1, page);
        return onB.body === onA.body && (await api.upstreamRequests()) === 0;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
}

test('keeps answering while Redis is down, and shares again once it is back', async () => {
  test.setTimeout(120_000);
  const rendered = '/business/boulangerie-du-plateau';
  expect((await get(0, rendered)).status).toBe(200);
  await redis.pause();
  try {
    // A page rendered before (from memory), pages never rendered (from the API), the index.
    for (const path of [rendered, '/fr/business/boulangerie-du-plateau/faq', '/', '/fr'])
      for (const instance of [0, 1]) {
        const started = Date.now();
        const { status } = await get(instance, path);
        expect(status, `${path} on instance ${instance}`).toBe(200);
        expect(Date.now() - started, 'never waits for Redis').toBeLessThan(10_000);
      }
  } finally {
    await redis.restart();
  }
  // Redis is back, empty: after the instances' pause, a page A renders is B's again.
  await sharedAgain('/fr/business/quincaillerie-rideau-hardware/faq');
});

test('keeps answering while Redis hangs without answering, and uses it again after', async () => {
  test.setTimeout(120_000);
  redis.freeze();
  try {
    for (const path of ['/business/traductions-nordik', '/fr/business/boulangerie-du-plateau'])
      for (const instance of [0, 1]) {
        const started = Date.now();
        const { status } = await get(instance, path);
        expect(status, `${path} on instance ${instance}`).toBe(200);
        expect(Date.now() - started, 'bounded by the Redis timeout').toBeLessThan(10_000);
      }
    const answer = await fetch(`${site.urls[1]}/api/revalidate`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${SECRET}` },
    });
    expect(answer.status).toBe(200);
    expect((await answer.json()).instances, 'only the instance called').toEqual({
      shared: false,
      reached: 1,
      acknowledged: 1,
    });
  } finally {
    redis.thaw();
  }
  await sharedAgain('/business/traductions-nordik/faq');
});
