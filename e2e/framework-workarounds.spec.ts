import { expect, test } from '@playwright/test';
import { startIsolatedSite, type IsolatedSite } from './support/isolated-site';

/*
 * Canaries of the runtime patches instrumentation.ts installs on Node's ServerResponse: each
 * exists only because of a Next.js issue or limit. This spec starts a site with all of them
 * switched off (FRAMEWORK_WORKAROUNDS=off) and checks that Next still behaves the way each
 * patch works around. When a test fails, Next no longer needs that patch: remove the patch,
 * its install in instrumentation.ts and its test here.
 */

/** Synthetic businesses only this spec's API serves: pages nobody rendered before. */
const SYNTHETIC_BUSINESSES = 30;

let site: IsolatedSite;

// One site for all four, in order; a failing canary does not skip the others.
test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  site = await startIsolatedSite({
    siteEnv: { FRAMEWORK_WORKAROUNDS: 'off' },
    apiEnv: { SAMPLE_API_BUSINESSES: String(SYNTHETIC_BUSINESSES) },
  });
});

test.afterAll(async () => {
  await site?.stop();
});

function varyFields(header: string | undefined): string[] {
  return (header ?? '').split(',').map((field) => field.trim().toLowerCase());
}

test('lib/http/keep-vary-accept.ts: Next still drops Vary: Accept from pages (vercel/next.js#85999)', async ({
  request,
}) => {
  for (const path of ['/about', '/business/boulangerie-du-plateau']) {
    const response = await request.get(`${site.siteUrl}${path}`);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toMatch(/^text\/html/);
    expect(varyFields(response.headers()['vary']), path).not.toContain('accept');
  }
});

test('lib/http/hide-rewrite-target.ts: Next still sends a rewrite’s internal path on text files', async ({
  request,
}) => {
  for (const path of ['/llms.txt', '/about.md']) {
    const response = await request.get(`${site.siteUrl}${path}`);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).not.toMatch(/^text\/html/);
    expect(response.headers()['x-middleware-rewrite'], path).toBeTruthy();
  }
});

test('lib/http/conditional-get.ts: Next still answers a route handler’s matching ETag with the whole body', async ({
  request,
}) => {
  for (const path of ['/about.md', '/llms.txt']) {
    const first = await request.get(`${site.siteUrl}${path}`);
    const etag = first.headers()['etag'];
    expect(etag, path).toBeTruthy();
    const again = await request.get(`${site.siteUrl}${path}`, {
      headers: { 'If-None-Match': etag! },
    });
    expect(again.status(), path).toBe(200);
    expect((await again.body()).length, path).toBeGreaterThan(0);
  }
});

test('lib/resilience/unavailable-response.ts: a page whose API is down is still a 500 without Retry-After (an App Router page cannot choose its status, vercel/next.js discussion #53225)', async ({
  request,
}) => {
  const listing = (await (
    await fetch(`${site.apiUrl}/index/directory-businesses?lang=en`)
  ).json()) as { data: { slug: string }[] };
  const slug = listing.data.at(-1)?.slug;
  expect(slug).toBeTruthy();
  await site.setFault({ mode: 'error', statusCode: 503 });
  try {
    const response = await request.get(`${site.siteUrl}/business/${slug}`);
    expect(response.status()).toBe(500);
    expect(response.headers()['retry-after']).toBeUndefined();
  } finally {
    await site.setFault({ mode: 'none' });
  }
});
