import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from '@/lib/testing/free-port';
import { expireCacheEntries, startNginx, type RunningNginx } from '@/lib/testing/nginx';
import { startSiteInstances, type SiteInstances } from '@/lib/testing/site-instances';
import { startPrivateSampleApi, type PrivateSampleApi } from './support/isolated-site';

/*
 * deploy/nginx.conf as an operator runs it: Debian's nginx, rendered with free loopback ports,
 * in front of two `next start` instances of one build and a sample API of this spec's own.
 * Caching, the page/twin separation, no-store answers, the MCP endpoint and stale answers
 * while every instance is down, all over real HTTP.
 */

const ROOT = path.resolve(__dirname, '..');
const CONF = path.join(ROOT, 'deploy', 'nginx.conf');

test.describe.configure({ mode: 'serial' });

let api: PrivateSampleApi;
let apiUrl = '';
let sites: SiteInstances;
let proxy: RunningNginx;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const apiPort = await freePort();
  apiUrl = `http://127.0.0.1:${apiPort}`;
  api = await startPrivateSampleApi(apiPort);
  sites = await startSiteInstances({
    count: 2,
    apiUrl,
    onStderr: (_instance, chunk) => process.stderr.write(`[proxy instance] ${chunk}`),
  });
  proxy = await startNginx({
    confPath: CONF,
    upstreams: sites.instances.map((instance) => instance.address),
  });
});

test.afterAll(async () => {
  try {
    await proxy?.stop();
    await sites?.stop();
  } finally {
    await api?.stop();
  }
});

interface Answer {
  status: number;
  cache: string | null;
  type: string;
  cacheControl: string | null;
  retryAfter: string | null;
  body: string;
}

async function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(url, { headers, redirect: 'manual' });
  return {
    status: response.status,
    cache: response.headers.get('x-cache-status'),
    type: response.headers.get('content-type') ?? '',
    cacheControl: response.headers.get('cache-control'),
    retryAfter: response.headers.get('retry-after'),
    body: await response.text(),
  };
}

const viaProxy = (pathname: string, headers?: Record<string, string>) =>
  get(`${proxy.url}${pathname}`, headers);

async function setFault(fault: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${apiUrl}/__control/fault`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(fault),
  });
  expect(response.status).toBe(200);
}

const CHROME_ACCEPT =
  'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8,application/signed-exchange;v=b3;q=0.7';

test('answers from its cache once an instance rendered a page, spreading misses over both instances', async () => {
  const pages = [
    '/business/boulangerie-du-plateau',
    '/fr/business/quincaillerie-rideau-hardware',
    '/business/ferme-beausoleil/faq',
    '/about',
    // Companion files the site builds whole are cached like pages.
    '/llms.txt',
    '/sitemap.xml',
  ];
  for (const page of pages) {
    const first = await viaProxy(page);
    expect(first.status, page).toBe(200);
    expect(first.cache, page).toBe('MISS');
    const second = await viaProxy(page);
    expect(second.cache, page).toBe('HIT');
    expect(second.body === first.body, `${page}: the same copy`).toBe(true);
  }
  const log = proxy.accessLog();
  for (const instance of sites.instances)
    expect(log, `an upstream request went to ${instance.address}`).toContain(
      `upstream=${instance.address}`,
    );
  // A hit never reached an instance.
  for (const line of log.split('\n').filter((entry) => entry.includes('cache=HIT')))
    expect(line).toContain('upstream=-');
});

test('passes the site’s redirects on, pointing at the proxy', async () => {
  const response = await fetch(`${proxy.url}/fr?page=2`, { redirect: 'manual' });
  await response.arrayBuffer();
  expect(response.status).toBe(308);
  const location = new URL(response.headers.get('location') ?? '', proxy.url);
  expect(location.host).toBe(new URL(proxy.url).host);
  expect(location.pathname).toBe('/fr/page/2');
});

test('keeps a page and its Markdown twin apart, whichever is asked first', async () => {
  const markdownFirst = '/business/maritime-nest-realty';
  const htmlFirst = '/fr/business/byward-tech-repair';
  const markdown = { Accept: 'text/markdown' };
  const html = { Accept: CHROME_ACCEPT };
  for (const [page, order] of [
    [markdownFirst, [markdown, html]],
    [htmlFirst, [html, markdown]],
  ] as const) {
    for (let round = 0; round < 2; round += 1) {
      for (const headers of order) {
        const answer = await viaProxy(page, headers);
        expect(answer.status, page).toBe(200);
        expect(answer.cache, `${page} ${headers.Accept} round ${round}`).toBe(
          round === 0 ? 'MISS' : 'HIT',
        );
        if (headers === markdown) {
          expect(answer.type).toMatch(/^text\/markdown/);
          expect(answer.body).toMatch(/^# /);
        } else {
          expect(answer.type).toMatch(/^text\/html/);
          expect(answer.body).toMatch(/^<!DOCTYPE html>/i);
        }
      }
    }
  }
});

test('gives every Accept the representation the site itself gives it', async () => {
  const page = '/business/clinique-dentaire-allumettieres';
  const accepts = [
    'text/markdown',
    'text/markdown, text/html;q=0.9, */*;q=0.8',
    'text/markdown;q=0.9, */*;q=0.1',
    CHROME_ACCEPT,
    'text/html, text/markdown',
    'text/markdown;q=0, text/html',
    '*/*',
    '',
  ];
  // Twice over, so the second pass reads entries the first pass stored under other Accepts.
  for (const accept of [...accepts, ...accepts.slice().reverse()]) {
    const headers: Record<string, string> = accept === '' ? {} : { Accept: accept };
    const origin = await get(`${sites.instances[0]!.url}${page}`, headers);
    const proxied = await viaProxy(page, headers);
    expect(proxied.status, accept).toBe(200);
    expect(proxied.type, `Accept: ${accept}`).toBe(origin.type);
  }
});

test('passes no-store answers through uncached', async () => {
  for (const search of ['/?q=pain', '/fr?category=bakery']) {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const answer = await viaProxy(search);
      expect(answer.status, search).toBe(200);
      expect(answer.cacheControl, search).toContain('no-store');
      expect(answer.cache, search).toBe('MISS');
    }
  }
  // A page the API cannot serve right now: the instance's 503 is passed on, never kept.
  const never = '/business/traductions-nordik/documents';
  await setFault({ mode: 'error', statusCode: 500 });
  try {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const answer = await viaProxy(never);
      expect(answer.status).toBe(503);
      expect(answer.retryAfter).toMatch(/^\d+$/);
      expect(answer.cacheControl).toBe('no-store');
      expect(answer.cache).toBe('MISS');
    }
  } finally {
    await setFault({ mode: 'none' });
  }
  // The instances replay an upstream failure for a second (lib/api/shared-loads.ts).
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  const recovered = await viaProxy(never);
  expect(recovered.status).toBe(200);
  expect(recovered.cache).toBe('MISS');
});

test('passes the MCP endpoint through, uncached', async () => {
  const call = () =>
    fetch(`${proxy.url}/mcp`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json, text/event-stream',
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }),
    });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const response = await call();
    expect(response.status).toBe(200);
    expect(response.headers.get('x-cache-status')).toBeNull();
    const text = await response.text();
    expect(text).toContain('"tools"');
  }
});

test('passes streamed files on as the instance writes them, uncached', async () => {
  // Each business's FAQ answers a second late, so the French ai-content.txt (never asked for
  // before) takes seconds to write; what the instance wrote first must arrive long before.
  await setFault({ mode: 'latency', latencyMs: 1_500, paths: '/faq' });
  try {
    const started = Date.now();
    const response = await fetch(`${proxy.url}/fr/ai-content.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-cache-status')).toBeNull();
    const reader = response.body!.getReader();
    let firstChunkMs = -1;
    let text = '';
    const decoder = new TextDecoder();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (firstChunkMs < 0) firstChunkMs = Date.now() - started;
      text += decoder.decode(value, { stream: true });
    }
    const totalMs = Date.now() - started;
    expect(text).toContain('Boulangerie du Plateau');
    expect(
      firstChunkMs,
      `first bytes at ${firstChunkMs} ms, the last at ${totalMs} ms`,
    ).toBeLessThan(totalMs - 1_000);
  } finally {
    await setFault({ mode: 'none' });
  }
  const again = await viaProxy('/api/companies.ndjson');
  expect(again.status).toBe(200);
  expect(again.cache).toBeNull();
});

test('refreshes an expired page in the background while serving the stale copy', async () => {
  const page = '/business/boulangerie-du-plateau';
  expect((await viaProxy(page)).cache).toBe('HIT');
  expect(expireCacheEntries(proxy.cacheDir)).toBeGreaterThan(0);
  const stale = await viaProxy(page);
  expect(stale.status).toBe(200);
  expect(stale.cache).toBe('STALE');
  await expect.poll(async () => (await viaProxy(page)).cache, { timeout: 10_000 }).toBe('HIT');
});

test('serves cached pages while every instance is down, and a 503 for the rest', async () => {
  const cached: [string, Record<string, string>, RegExp][] = [
    ['/business/boulangerie-du-plateau', { Accept: CHROME_ACCEPT }, /^text\/html/],
    ['/business/maritime-nest-realty', { Accept: 'text/markdown' }, /^text\/markdown/],
    ['/fr/business/quincaillerie-rideau-hardware', {}, /^text\/html/],
    ['/about', {}, /^text\/html/],
  ];
  const before = new Map<string, string>();
  // Each copy as the cache holds it, once any background refresh of an earlier test is done.
  for (const [page, headers] of cached) {
    await expect
      .poll(async () => {
        const answer = await viaProxy(page, headers);
        before.set(page, answer.body);
        return `${answer.status} ${answer.cache}`;
      })
      .toBe('200 HIT');
  }
  expect(expireCacheEntries(proxy.cacheDir)).toBeGreaterThanOrEqual(cached.length);
  await sites.stop();

  for (const [page, headers, type] of cached) {
    const answer = await viaProxy(page, headers);
    expect(answer.status, page).toBe(200);
    expect(answer.cache, page).toBe('STALE');
    expect(answer.type, page).toMatch(type);
    expect(answer.body === before.get(page), `${page}: the copy cached before`).toBe(true);
  }
  const neverCached = await viaProxy('/business/festival-des-saveurs-quebec/catalog');
  expect(neverCached.status).toBe(503);
  expect(neverCached.retryAfter).toMatch(/^\d+$/);
  expect(neverCached.cacheControl).toBe('no-store');
});
