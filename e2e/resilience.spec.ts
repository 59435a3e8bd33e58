import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from './helpers';
import { startIsolatedSite, type IsolatedSite } from './support/isolated-site';

/*
 * The site while its API fails (sample API faults on a private API and `next start`, see
 * isolated-site.ts): pages rendered before keep being served, pages never rendered answer 503
 * with Retry-After and a friendly page in their language, one failing section degrades only
 * that section, a hanging API costs one timeout, and everything recovers once the fault is off.
 */

const TIMEOUT_MS = 1_500;
const SECRET = 'resilience-e2e-secret';

test.describe.configure({ mode: 'serial' });

/** Rendered while the API is healthy, then asked for during each outage. */
const BOULANGERIE = '/business/boulangerie-du-plateau';
const RENDERED = [
  BOULANGERIE,
  `/fr${BOULANGERIE}/faq`,
  `${BOULANGERIE}/reviews`,
  `/fr${BOULANGERIE}.md`,
];

/**
 * Never rendered before the outage: one page of each type, in both languages, twins and
 * companion files. They belong to synthetic businesses that only this spec's API serves: the
 * build's ISR cache is on disk and shared with the other specs' servers, which must not have
 * rendered them first.
 */
const SYNTHETIC_BUSINESSES = 960;
let neverRenderedPages: string[] = [];
let neverRenderedFiles: string[] = [];
let profile = '';
/** Two more synthetic businesses, for the failing section and the slow API. */
let sectionSlug = '';
let slowSlug = '';

async function apiJson(path: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${site.apiUrl}${path}`);
  return (await response.json()) as Record<string, unknown>;
}

function slugsOf(list: unknown, field: string): string[] {
  return Array.isArray(list)
    ? list.map((entry) => String((entry as Record<string, unknown>)[field]))
    : [];
}

/** A synthetic business that has articles, items and documents, and one page of each type. */
async function discoverNeverRenderedPaths(): Promise<void> {
  const listing = slugsOf((await apiJson('/index/directory-businesses?lang=en')).data, 'slug');
  sectionSlug = listing.at(-50) ?? '';
  slowSlug = listing.at(-60) ?? '';
  for (const slug of listing.slice(-40).reverse()) {
    const base = `/index/directory-business/${slug}`;
    const [article] = slugsOf((await apiJson(`${base}/blog/articles`)).articles, 'slug');
    const [item] = slugsOf((await apiJson(`${base}/catalog/items?limit=1`)).items, 'itemSlug');
    const [document] = slugsOf((await apiJson(`${base}/documents?limit=1`)).data, 'id');
    if (!article || !item || !document) continue;
    profile = `/business/${slug}`;
    neverRenderedPages = [
      profile,
      `/fr${profile}`,
      `${profile}/blog`,
      `/fr${profile}/blog/${article}`,
      `${profile}/faq`,
      `/fr${profile}/reviews`,
      `${profile}/catalog`,
      `/fr${profile}/catalog/${item}`,
      `${profile}/documents`,
      `/fr${profile}/documents/${document}`,
    ];
    // The second part of the open data: synthetic businesses only, none of them read before.
    neverRenderedFiles = [`${profile}.md`, `/fr${profile}/faq.md`, '/api/companies/2.json'];
    return;
  }
  throw new Error('No synthetic business with articles, items and documents');
}

let site: IsolatedSite;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  site = await startIsolatedSite({
    siteEnv: { API_TIMEOUT_MS: String(TIMEOUT_MS), REVALIDATE_SECRET: SECRET },
    apiEnv: { SAMPLE_API_BUSINESSES: String(SYNTHETIC_BUSINESSES) },
  });
  await discoverNeverRenderedPaths();
  // Pages a previous run of this build left on disk are expired first (a local rerun).
  const reset = await fetch(`${site.siteUrl}/api/revalidate`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${SECRET}` },
  });
  expect(reset.status).toBe(200);
});

test.afterAll(async () => {
  await site?.stop();
});

/** After a fault is lifted: the site replays an upstream failure for a second (shared-loads.ts). */
async function clearFault(): Promise<void> {
  await site.setFault({ mode: 'none' });
  await new Promise((resolve) => setTimeout(resolve, 1_100));
}

async function expectUnavailable(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(`${site.siteUrl}${path}`, { maxRedirects: 0 });
  expect(response.status(), path).toBe(503);
  expect(response.headers()['retry-after'], path).toMatch(/^\d+$/);
  expect(response.headers()['cache-control'], path).toBe('no-store');
  const body = await response.text();
  expect(body, path).not.toMatch(/DirectoryApiError|at async|__next_error__/);
  return body;
}

test('pages rendered before an outage are still served during it, even after a revalidation', async ({
  request,
}) => {
  for (const path of RENDERED) {
    expect((await request.get(`${site.siteUrl}${path}`)).status(), path).toBe(200);
  }
  for (const mode of ['error', 'html', 'truncated'] as const) {
    await site.setFault({ mode });
    const revalidation = await request.post(`${site.siteUrl}/api/revalidate`, {
      headers: { Authorization: `Bearer ${SECRET}` },
      data: { slug: 'boulangerie-du-plateau' },
    });
    // The API cannot answer: nothing is thrown away, the pages are only marked stale.
    expect(revalidation.status(), mode).toBe(202);
    expect(await revalidation.json()).toMatchObject({ revalidated: true, fresh: false });
    for (const path of RENDERED) {
      const response = await request.get(`${site.siteUrl}${path}`);
      expect(response.status(), `${mode} ${path}`).toBe(200);
      expect(await response.text(), `${mode} ${path}`).toContain('Boulangerie du Plateau');
    }
  }
  await clearFault();
});

test('a page never rendered answers 503 with a friendly page in its language, then recovers', async ({
  page,
  request,
}) => {
  await site.setFault({ mode: 'error' });
  for (const path of neverRenderedPages) {
    const body = await expectUnavailable(request, path);
    const french = path.startsWith('/fr/');
    expect(body, path).toContain(`<html lang="${french ? 'fr' : 'en'}">`);
    expect(body, path).toContain(
      french ? 'temporairement indisponible' : 'temporarily unavailable',
    );
  }
  for (const path of neverRenderedFiles) await expectUnavailable(request, path);
  // Files written from the directory index alone (llms.txt, the index of the open data's
  // parts), which the server loaded at its start: never rendered, they are served all the same.
  for (const path of ['/llms.txt', '/fr/llms.txt', '/api/companies.json']) {
    const response = await request.get(`${site.siteUrl}${path}`);
    expect(response.status(), path).toBe(200);
    expect((await response.text()).length, path).toBeGreaterThan(0);
  }

  // The same page in a browser, once per language: status, heading, accessibility.
  for (const [path, heading] of [
    [`/fr${profile}`, 'Cette page est temporairement indisponible'],
    [profile, 'This page is temporarily unavailable'],
  ] as const) {
    const response = await page.goto(`${site.siteUrl}${path}`);
    expect(response?.status()).toBe(503);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expectNoAxeViolations(page);
  }

  // Garbage answers (a 200 that is not JSON) are outages too, and are never cached.
  await site.setFault({ mode: 'html' });
  await expectUnavailable(request, `${profile}/faq`);
  await site.setFault({ mode: 'empty' });
  await expectUnavailable(request, `/fr${profile}/reviews`);

  await clearFault();
  for (const path of [...neverRenderedPages, ...neverRenderedFiles]) {
    // The status only: read whole, the open data's part would put every business in it in the
    // cache, those of the next tests included, whose reads must still meet the faults.
    const response = await fetch(`${site.siteUrl}${path}`);
    await response.body?.cancel();
    expect(response.status, `recovered ${path}`).toBe(200);
  }
});

test('a failing section degrades only that section', async ({ request }) => {
  const business = `/business/${sectionSlug}`;
  await site.setFault({ mode: 'error', paths: '/reviews' });
  const overview = await request.get(`${site.siteUrl}${business}`);
  expect(overview.status()).toBe(200);
  const html = await overview.text();
  // The reviews link stays, uncounted; the other sections keep their counts.
  expect(html).toMatch(new RegExp(`href="${business}/reviews"[^>]*>Reviews<`));
  expect(html).toMatch(new RegExp(`href="${business}/catalog"[^>]*>Catalog \\(\\d+\\)<`));
  await expectUnavailable(request, `${business}/reviews`);
  const json = await request.get(
    `${site.siteUrl}/api/businesses/${sectionSlug}/reviews?page=1&lang=en`,
  );
  expect(json.status()).toBe(503);
  expect(json.headers()['retry-after']).toMatch(/^\d+$/);
  expect(await json.json()).toEqual({ message: expect.any(String), statusCode: 503 });
  await clearFault();
  expect((await request.get(`${site.siteUrl}${business}/reviews`)).status()).toBe(200);
});

test('an MCP call during an outage says when to retry, as a tool result', async () => {
  // A business no test of this file reads: nothing of it is cached.
  const slug = (await apiJson('/index/directory-businesses?lang=en')) as {
    data: { slug: string }[];
  };
  const target = slug.data.at(-70)?.slug ?? '';
  await site.setFault({ mode: 'error' });
  try {
    const response = await fetch(`${site.siteUrl}/mcp`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json, text/event-stream',
        'X-Forwarded-For': '192.0.2.70',
      },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'get_business', arguments: { slug: target } },
      }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      result: { isError?: boolean; content: { text: string }[] };
    };
    expect(body.result.isError).toBe(true);
    expect(body.result.content[0]?.text).toMatch(/temporarily unavailable; retry in \d+ s/);
  } finally {
    await clearFault();
  }
});

test('an API slower than the timeout gets a 503 within a bounded time, then recovers', async ({
  request,
}) => {
  const slowPage = `/fr/business/${slowSlug}`;
  await site.setFault({ mode: 'latency', latencyMs: 20_000 });
  const started = Date.now();
  await expectUnavailable(request, slowPage);
  // Generous on purpose (the machine is shared and noisy): what matters is that the answer
  // came long before the API's 20 seconds.
  expect(Date.now() - started).toBeLessThan(3 * TIMEOUT_MS);
  await clearFault();
  expect((await request.get(`${site.siteUrl}${slowPage}`)).status()).toBe(200);
});
