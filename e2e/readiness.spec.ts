import { expect, test } from '@playwright/test';
import { startIsolatedSite, type IsolatedSite } from './support/isolated-site';

/*
 * GET /api/health, the readiness probe of a load balancer: a server started while its API is
 * down listens at once but is not ready; once the API is back, the probes alone (no reader)
 * bring it to ready, with both languages' indexes loaded and searchable.
 */

let site: IsolatedSite;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = await startIsolatedSite({
    apiEnv: { SAMPLE_API_BUSINESSES: '60' },
    fault: { mode: 'error', statusCode: 503 },
    // The probe cannot pass while the API is down: the site counts as started once it serves.
    readyPath: '/favicon.ico',
  });
});

test.afterAll(async () => {
  await site?.stop();
});

test('a server started while the API is down is not ready until the API is back, then ready by its probes alone', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const probe = () => request.get(`${site.siteUrl}/api/health`);

  const starting = await probe();
  expect(starting.status()).toBe(503);
  expect(starting.headers()['retry-after']).toBe('5');
  expect(starting.headers()['cache-control']).toBe('no-store');
  expect(await starting.json()).toEqual({
    status: 'starting',
    directoryIndex: { en: false, fr: false },
    searchEngine: { en: false, fr: false },
  });

  await site.setFault({ mode: 'none' });
  await expect
    .poll(async () => (await probe()).status(), { timeout: 60_000, intervals: [500] })
    .toBe(200);
  const ready = await probe();
  expect(ready.headers()['cache-control']).toBe('no-store');
  expect(await ready.json()).toEqual({ status: 'ready' });

  // Ready means searchable in both languages with no upstream call left to make.
  await site.resetUpstreamStats();
  for (const path of ['/api/search?q=bakery', '/api/search?q=boulangerie&lang=fr']) {
    const answer = await request.get(`${site.siteUrl}${path}`);
    expect(answer.status(), path).toBe(200);
    expect(((await answer.json()) as { total: number }).total, path).toBeGreaterThan(0);
  }
  expect(await site.upstreamRequests()).toBe(0);
});
