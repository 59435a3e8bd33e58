import { expect, test, type APIRequestContext } from '@playwright/test';
import { headLinks, SITE_URL } from './helpers';

/*
 * Every unfiltered page of a listing is an ISR page (the list's `page/[n]` route; proxy.ts serves
 * the list's own URL as its page 1): cacheable by Next and a CDN. Later pages have paths of
 * their own (`…/page/N`); the `?page=N` URLs of old redirect there. A filtered view is rendered
 * per request. Cached or not, a page has its public URL everywhere.
 */

const CACHEABLE = [
  '/',
  '/fr',
  '/category/bakery',
  '/fr/city/montreal',
  '/business/boulangerie-du-plateau/reviews',
  '/fr/business/quincaillerie-rideau-hardware/catalog',
  '/business/quincaillerie-rideau-hardware/documents',
  '/business/boulangerie-du-plateau/reviews/page/2',
  '/fr/business/boulangerie-du-plateau/reviews/page/3',
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

test('later pages have paths of their own; the query URLs of old redirect there', async ({
  request,
}) => {
  const reviews = '/business/boulangerie-du-plateau/reviews';
  const redirects: [string, string][] = [
    [`${reviews}?page=2`, `${reviews}/page/2`],
    [`${reviews}?page=1`, reviews],
    [`${reviews}/page/1`, reviews],
    ['/fr?page=2', '/fr/page/2'],
    ['/category/bakery?page=abc', '/category/bakery'],
    [`${reviews}?page=2&utm_source=mail`, `${reviews}/page/2?utm_source=mail`],
  ];
  for (const [from, to] of redirects) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(308);
    expect(new URL(response.headers()['location'] ?? '', SITE_URL).href, from).toBe(
      new URL(to, SITE_URL).href,
    );
  }

  const paged = await request.get(`${reviews}/page/2`);
  expect(paged.status()).toBe(200);
  expect(await paged.text()).toContain(
    `<link rel="canonical" href="${SITE_URL}${reviews}/page/2"/>`,
  );
  // Not a page number as the site writes one: no page at all.
  for (const path of [`${reviews}/page/02`, `${reviews}/page/0`, `${reviews}/page/two`]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test('a filtered view is rendered per request, for its filters', async ({ request }) => {
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

test('no internal route answers from outside, and a Markdown request still gets the twin', async ({
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

  // A later page's twin: its path with `.md`, the same page of the list as the HTML page.
  const reviews = '/business/boulangerie-du-plateau/reviews';
  const negotiated = await request.get(`${reviews}/page/2`, {
    headers: { Accept: 'text/markdown' },
  });
  expect(negotiated.headers()['content-location']).toBe(`${reviews}/page/2.md`);
  const byPath = await request.get(`${reviews}/page/2.md`);
  expect(byPath.status()).toBe(200);
  const [first, second] = [await (await request.get(`${reviews}.md`)).text(), await byPath.text()];
  expect(second).toBe(await negotiated.text());
  expect(second).not.toBe(first);
  expect(second).toContain(`${reviews}/page/2`);
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
