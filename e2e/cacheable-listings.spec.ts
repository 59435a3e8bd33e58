import { expect, test, type APIRequestContext } from '@playwright/test';
import { headLinks, SITE_URL } from './helpers';

/*
 * The first page of every listing, asked for without a query, is an ISR page (proxy.ts routes
 * it to app/[locale]/cached/…): cacheable by Next and a CDN. With a query it is rendered per
 * request, as before. The two must be the same page at the same public URL.
 */

const CACHEABLE = [
  '/',
  '/fr',
  '/category/bakery',
  '/fr/city/montreal',
  '/business/boulangerie-du-plateau/reviews',
  '/fr/business/quincaillerie-rideau-hardware/catalog',
  '/business/quincaillerie-rideau-hardware/documents',
];

const NO_STORE = /no-store/;
const ISR = /s-maxage=\d+, stale-while-revalidate/;

async function cacheState(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return {
    cache: response.headers()['x-nextjs-cache'],
    control: response.headers()['cache-control'] ?? '',
  };
}

test('the query-less first page of each listing is served from the ISR cache', async ({
  request,
}) => {
  for (const path of CACHEABLE) {
    // The first request renders (or refreshes) the page; the next ones are cache hits.
    await cacheState(request, path);
    await expect
      .poll(async () => (await cacheState(request, path)).cache, { message: path, timeout: 10_000 })
      .toBe('HIT');
    expect((await cacheState(request, path)).control, path).toMatch(ISR);
  }
});

test('a page with a query is still rendered per request, for that query', async ({ request }) => {
  const paged = await request.get('/business/boulangerie-du-plateau/reviews?page=2');
  expect(paged.status()).toBe(200);
  expect(paged.headers()['x-nextjs-cache']).toBeUndefined();
  expect(paged.headers()['cache-control']).toMatch(NO_STORE);
  expect(await paged.text()).toContain(
    `<link rel="canonical" href="${SITE_URL}/business/boulangerie-du-plateau/reviews?page=2"/>`,
  );

  const everything = await (await request.get('/')).text();
  const searched = await request.get('/?q=boulangerie');
  expect(searched.headers()['cache-control']).toMatch(NO_STORE);
  const searchedHtml = await searched.text();
  // A search is not indexed, and lists only what matches.
  expect(searchedHtml).toContain('<meta name="robots" content="noindex, follow"/>');
  expect(everything).not.toContain('noindex');
  const businesses = (html: string) => new Set(html.match(/href="\/business\/[^"/]+"/g)).size;
  expect(businesses(searchedHtml)).toBeLessThan(businesses(everything));
});

test('the internal route is a 404 from outside, and a Markdown request still gets the twin', async ({
  request,
}) => {
  for (const path of [
    '/cached/home',
    '/cached/category/bakery',
    '/fr/cached/business/boulangerie-du-plateau/reviews',
  ]) {
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
  }
  const twin = await request.get('/category/bakery', { headers: { Accept: 'text/markdown' } });
  expect(twin.headers()['content-type']).toMatch(/^text\/markdown/);
  expect(twin.headers()['content-location']).toBe('/category/bakery.md');
});

test('a cached page has its public URL everywhere: canonical, hreflang, language switch, no hydration error', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto('/fr/category/bakery');
  await expect(page.locator('h1')).toHaveCount(1);
  expect(await headLinks(page)).toEqual({
    canonical: `${SITE_URL}/fr/category/bakery`,
    alternates: {
      en: `${SITE_URL}/category/bakery`,
      fr: `${SITE_URL}/fr/category/bakery`,
      'x-default': `${SITE_URL}/category/bakery`,
    },
  });
  const toEnglish = page.locator('a[hreflang="en"]');
  await expect(toEnglish).toHaveAttribute('href', '/category/bakery');

  // Client navigation to the other language lands on the other cached page, at its public URL.
  await toEnglish.click();
  await expect(page).toHaveURL(/\/category\/bakery$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('a[hreflang="fr"]')).toHaveAttribute('href', '/fr/category/bakery');
  expect(errors).toEqual([]);
});
