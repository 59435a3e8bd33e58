import { expect, test, type APIResponse } from '@playwright/test';
import { API_URL } from './helpers';

/*
 * Security headers on every kind of response, a page that works under its own CSP, and
 * hostile requests (bad query values, unknown locales, encoded dots and slashes, broken
 * encoding, huge values): each gets a clamp, a clear 400 or a 404, never a 500, and never an
 * upstream request outside the API's own paths. Against the shared servers: nothing here
 * changes their state.
 */

const BAKERY = '/business/boulangerie-du-plateau';
const HARDWARE = '/business/quincaillerie-rideau-hardware';
const LONG_QUERY = 'x'.repeat(10_240);

/** The policy as directive → sources. */
function parseCsp(header: string | undefined): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

function expectSecurityHeaders(response: APIResponse, what: string): void {
  const headers = response.headers();
  const csp = parseCsp(headers['content-security-policy']);
  expect(csp.get('default-src'), what).toEqual(["'self'"]);
  expect(csp.get('script-src'), what).toEqual(["'self'", "'unsafe-inline'"]);
  expect(csp.get('object-src'), what).toEqual(["'none'"]);
  expect(csp.get('base-uri'), what).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(csp.get('form-action'), what).toEqual(["'self'"]);
  expect(csp.get('connect-src'), what).toEqual(["'self'"]);
  // Remote logos and images, but never data:, blob: or a wildcard.
  expect(csp.get('img-src'), what).toEqual(expect.arrayContaining(["'self'", 'https:']));
  expect(csp.get('img-src'), what).not.toEqual(
    expect.arrayContaining([expect.stringMatching(/^(?:data:|blob:|\*)$/)]),
  );
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], what).toMatch(/(?:^|, )camera=\(\)/);
  expect(headers['permissions-policy'], what).toMatch(/(?:^|, )geolocation=\(\)/);
  expect(headers['x-frame-options'], what).toBe('DENY');
  // The test build's SITE_URL is plain http: HSTS would lock browsers out of it.
  expect(headers['strict-transport-security'], what).toBeUndefined();
}

test('security headers reach every kind of response', async ({ request }) => {
  const home = await request.get('/');
  const chunk = /\/_next\/static\/[^"]+\.js/.exec(await home.text())?.[0];
  expect(chunk, 'a static chunk on the home page').toBeTruthy();
  const targets: [string, number][] = [
    ['/', 200],
    ['/fr', 200],
    ['/about', 200],
    [BAKERY, 200],
    [`/fr${BAKERY}/reviews/page/2`, 200],
    [`/fr${BAKERY}/reviews?page=2`, 308],
    [`${BAKERY}/faq.md`, 200],
    ['/llms.txt', 200],
    ['/fr/ai-content.txt', 200],
    ['/robots.txt', 200],
    ['/sitemap.xml', 200],
    ['/api/companies.json', 200],
    ['/api/openapi.json', 200],
    ['/.well-known/api-catalog', 200],
    [`/api${BAKERY.replace('/business', '/businesses')}/reviews?page=2`, 200],
    ['/icon.svg', 200],
    [chunk ?? '/', 200],
    ['/no-such-page', 404],
    ['/de/business/x', 404],
    ['/en/about', 307],
    ['/business/%E0%A4%A', 400],
    ['/api/businesses/x/reviews?page=0', 400],
  ];
  for (const [path, status] of targets) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(status);
    expectSecurityHeaders(response, path);
  }
});

test('every page type runs under its CSP without a violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Permissions-Policy|Refused to/i.test(message.text()))
      violations.push(`${page.url()}: ${message.text()}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  for (const path of [
    '/',
    '/about',
    BAKERY,
    `${BAKERY}/blog`,
    `${BAKERY}/blog/why-we-bake-with-sourdough`,
    `${BAKERY}/faq`,
    `${BAKERY}/documents`,
    `${BAKERY}/documents/bread-menu-fall-2025`,
    `${HARDWARE}/catalog`,
    `${HARDWARE}/catalog/cordless-drill-18v`,
    `/fr${BAKERY}/reviews`,
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
  }
  // Client leaves fetch the site's own route handlers (connect-src 'self') once hydrated.
  await page.locator('a[href$="/page/2"]').first().click();
  await expect(page).toHaveURL(/\/page\/2$/);
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});

test('pages clamp or ignore bad query values', async ({ request }) => {
  for (const path of [
    `${BAKERY}/reviews?page=0`,
    `${BAKERY}/reviews?page=-1`,
    `${BAKERY}/reviews?page=abc`,
    `${BAKERY}/reviews?page=1e9`,
    `${BAKERY}/reviews?page=99999999999999999999`,
    `${BAKERY}/reviews?limit=1000`,
    `${BAKERY}/reviews?page=1&page=2`,
    `${BAKERY}/documents?page=-1`,
    `${HARDWARE}/catalog?page=0`,
    `${HARDWARE}/catalog?type=SPACESHIP`,
    `${HARDWARE}/catalog?type=${encodeURIComponent('<script>')}`,
    `${HARDWARE}/catalog?itemType=PRODUCT&limit=1000`,
    `${HARDWARE}/catalog?q=${LONG_QUERY}`,
    `/fr${HARDWARE}/catalog?q=%00%FF`,
    `${HARDWARE}/catalog.md?type=SPACESHIP&page=-1`,
    `${BAKERY}/reviews.md?page=abc`,
  ]) {
    const response = await request.get(path);
    expect(response.status(), path.slice(0, 120)).toBe(200);
  }
});

test('route handlers answer bad parameters with a clear 400', async ({ request }) => {
  const api = '/api/businesses/quincaillerie-rideau-hardware';
  for (const [path, message] of [
    [`${api}/reviews?page=0`, /"page"/],
    [`${api}/reviews?page=-1`, /"page"/],
    [`${api}/reviews?page=abc`, /"page"/],
    [`${api}/reviews?page=1e9`, /"page"/],
    [`${api}/reviews?limit=1000`, /"limit"/],
    [`${api}/reviews?lang=de`, /"lang"/],
    [`${api}/catalog?type=SPACESHIP`, /"type"/],
    [`${api}/catalog?q=${LONG_QUERY}`, /"q"/],
    [`${api}/catalog?url=http://evil.example/`, /"url"/],
    ['/api/businesses/%ZZ/reviews', /percent-encoded/],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path.slice(0, 120)).toBe(400);
    expect(response.headers()['content-type'], path).toMatch(/^application\/json/);
    // Handlers and proxy alike answer in the API's own error shape.
    const body = (await response.json()) as { message?: string; statusCode?: number };
    expect(body.message, path).toMatch(message);
    expect(body.statusCode, path).toBe(400);
  }
});

test('unknown locales, dot segments, encoded slashes, broken encoding and huge slugs never reach a 500', async ({
  request,
}) => {
  const cases: [string, number[]][] = [
    ['/de/business/boulangerie-du-plateau', [404]],
    ['/en-US/business/boulangerie-du-plateau', [404]],
    ['/fr-CA', [404]],
    ['/xx/about.md', [404]],
    ['/business/..%2Fadmin', [404]],
    ['/business/..%2F..%2Findex%2Fdirectory-businesses', [404]],
    ['/business/%2e%2e%2fadmin', [404]],
    ['/business/boulangerie-du-plateau/blog/..%2F..%2Ffaq', [404]],
    ['/business/boulangerie-du-plateau/documents/%2e%2e', [404, 308]],
    ['/business/%00', [404]],
    ['/business/%E0%A4%A', [400]],
    ['/fr/business/x%ZZ/faq', [400]],
    ['/business/x%ZZ.md', [400]],
    ['/llms/category/%E0%A4%A', [400]],
    ['/_next/static/%E0%A4%A', [400]],
    ['/api/businesses/..%2Fadmin/reviews', [404]],
    ['/api/businesses/%2e%2e/reviews', [404]],
    [`/business/${'a'.repeat(5_000)}`, [404]],
    [`/fr/business/${'%C3%A9'.repeat(300)}/faq.md`, [404]],
    [`/api/businesses/${'a'.repeat(5_000)}/catalog`, [404]],
    ['/md/en/business/boulangerie-du-plateau', [404]],
    // No open image proxy: the optimizer has no remote pattern, and no page uses it.
    ['/_next/image?url=https%3A%2F%2Fevil.example%2Fx.png&w=64&q=75', [400]],
    [
      `/_next/image?url=${encodeURIComponent(`${API_URL}/assets/logos/boulangerie-du-plateau.svg`)}&w=64&q=75`,
      [400],
    ],
  ];
  for (const [path, statuses] of cases) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(statuses, `${path.slice(0, 100)} answered ${response.status()}`).toContain(
      response.status(),
    );
  }
});

test('no request made it upstream outside the API’s own paths, each slug one encoded segment', async ({
  request,
}) => {
  // A slug no cache has seen yet, so the request surely goes upstream. Every other request the
  // shared API has served (this file's probes, other specs) must fit the grammar as well.
  const probe = `..%2F${Date.now()}`;
  expect((await request.get(`/business/${probe}/faq`)).status()).toBe(404);
  const stats = (await (await fetch(`${API_URL}/__control/stats`)).json()) as {
    byPath: Record<string, number>;
  };
  const segment = "(?!\\.\\.?(?:/|$))(?!%2[eE]%2[eE](?:/|$))[A-Za-z0-9\\-._~%!$&'()*+,;=:@]+";
  const grammar = new RegExp(
    `^/index/(?:directory-businesses|directory-business/${segment}(?:/faq|/reviews|/blog/articles(?:/${segment})?|/catalog/items(?:/${segment})?|/documents(?:/${segment})?)?)$`,
  );
  const paths = Object.keys(stats.byPath);
  expect(paths).toContain(`/index/directory-business/${probe}`);
  for (const path of paths)
    expect(path, 'an upstream path outside the API grammar').toMatch(grammar);
});
