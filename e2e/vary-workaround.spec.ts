import { expect, test } from '@playwright/test';
import { startIsolatedSite, type IsolatedSite } from './support/isolated-site';

/*
 * The Vary workaround (lib/http/keep-vary-accept.ts) exists only because Next.js drops the
 * `Accept` that proxy.ts puts in a page's Vary (vercel/next.js#85999). This spec starts a site
 * with the workaround switched off and checks that Next still drops it. When it fails, Next
 * keeps the header by itself: remove the workaround, its install and this spec.
 */

let site: IsolatedSite;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  site = await startIsolatedSite({
    siteEnv: { KEEP_VARY_ACCEPT_WORKAROUND: 'off' },
  });
});

test.afterAll(async () => {
  await site?.stop();
});

function varyFields(header: string | undefined): string[] {
  return (header ?? '').split(',').map((field) => field.trim().toLowerCase());
}

test('without the workaround, Next still drops Vary: Accept from pages (vercel/next.js#85999)', async ({
  request,
}) => {
  for (const path of ['/about', '/business/boulangerie-du-plateau']) {
    const response = await request.get(`${site.siteUrl}${path}`);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toMatch(/^text\/html/);
    expect(varyFields(response.headers()['vary']), path).not.toContain('accept');
  }
});
