import { expect, test } from '@playwright/test';
import { startIsolatedSite, type IsolatedSite } from './support/isolated-site';

/*
 * POST /api/revalidate. The sample API's data is static, so new data comes from its `hostile`
 * mode, which adds businesses: their pages are cached as 404s while the mode is off, and only
 * a revalidation makes them appear. A private API and `next start` (isolated-site.ts), since
 * the mode changes what the API answers.
 */

const SECRET = 'revalidate-e2e-secret';

test.describe.configure({ mode: 'serial' });

let site: IsolatedSite;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  site = await startIsolatedSite({
    siteEnv: { REVALIDATE_SECRET: SECRET },
  });
});

test.afterAll(async () => {
  await site?.stop();
});

function revalidate(
  body?: unknown,
  headers: Record<string, string> = { Authorization: `Bearer ${SECRET}` },
) {
  return fetch(`${site.siteUrl}/api/revalidate`, {
    method: 'POST',
    headers: { ...headers, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function status(path: string): Promise<number> {
  const response = await fetch(`${site.siteUrl}${path}`, { redirect: 'manual' });
  await response.body?.cancel();
  return response.status;
}

test('is a 404 where no secret is configured', async ({ request }) => {
  // The shared site of playwright.config.ts runs without REVALIDATE_SECRET.
  const response = await request.post('/api/revalidate', {
    headers: { Authorization: 'Bearer anything' },
  });
  expect(response.status()).toBe(404);
});

test('takes the secret only as a bearer token, and only a well-formed body', async () => {
  const unauthorized = await revalidate(undefined, {});
  expect(unauthorized.status).toBe(401);
  expect(unauthorized.headers.get('www-authenticate')).toMatch(/^Bearer/);
  expect((await revalidate(undefined, { Authorization: 'Bearer wrong' })).status).toBe(401);
  expect((await revalidate({ secret: SECRET }, {})).status).toBe(401);
  expect((await revalidate({ secret: SECRET })).status).toBe(400);
  expect((await revalidate({ slug: '..' })).status).toBe(400);
  expect((await revalidate({ slug: 42 })).status).toBe(400);
  expect((await fetch(`${site.siteUrl}/api/revalidate`)).status).toBe(405);
});

async function html(path: string): Promise<string> {
  const response = await fetch(`${site.siteUrl}${path}`);
  expect(response.status, path).toBe(200);
  return response.text();
}

/** The number in the home page's "N businesses" status line. */
function businessCount(page: string): number {
  const match = /role="status"[^>]*>(?:<!-- -->)?([\d,\s\u202f]+)/.exec(page);
  return Number((match?.[1] ?? '').replace(/\D/g, ''));
}

test('makes new data appear: one business, then everything', async () => {
  const injected = '/business/hostile-script-injection';
  const nulls = '/fr/business/hostile-nulls';
  // The build's ISR cache is on disk, shared with other specs' servers (the hostile spec renders
  // these businesses): expire what they may have left, while the mode is off. What this server
  // renders next stays in its own memory.
  expect((await revalidate()).status).toBe(200);
  // Unknown while the mode is off: cached as 404s.
  for (const path of [injected, `${injected}.md`, nulls])
    expect(await status(path), path).toBe(404);
  // The home page without a query is an ISR page read from the in-memory index: cached too.
  const homeBefore = await html('/');
  expect(await html('/')).toBe(homeBefore);
  await site.setFault({ mode: 'hostile' });
  for (const path of [injected, `${injected}.md`, nulls])
    expect(await status(path), `still cached: ${path}`).toBe(404);
  expect(await html('/'), 'the cached home page').toBe(homeBefore);

  const one = await revalidate({ slug: 'hostile-script-injection' });
  expect(one.status).toBe(200);
  expect(await one.json()).toMatchObject({
    revalidated: true,
    fresh: true,
    slug: 'hostile-script-injection',
    // Without REDIS_URL this instance is the only one (e2e/shared-cache.spec.ts has two).
    instances: { shared: false, reached: 1, acknowledged: 1 },
  });
  // The very next request sees the new data, page and twin; another business is untouched.
  expect(await status(injected)).toBe(200);
  expect(await status(`${injected}.md`)).toBe(200);
  expect(await status(nulls)).toBe(404);
  // The listing was reloaded before the cached listing pages were expired: the home page now
  // counts the new businesses.
  const homeAfter = await html('/');
  expect(homeAfter).not.toBe(homeBefore);
  expect(businessCount(homeAfter)).toBeGreaterThan(businessCount(homeBefore));

  const all = await revalidate();
  expect(all.status).toBe(200);
  expect(await all.json()).toMatchObject({ revalidated: true, fresh: true, slug: null });
  expect(await status(nulls)).toBe(200);
  await site.setFault({ mode: 'none' });
});
