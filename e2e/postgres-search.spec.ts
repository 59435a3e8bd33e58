import { expect, test } from '@playwright/test';
import { freePort } from '@/lib/testing/free-port';
import { startPostgresServer, type PostgresServer } from '@/lib/testing/postgres-server';
import { startSiteInstances, type SiteInstances } from '@/lib/testing/site-instances';
import { startPrivateSampleApi, type PrivateSampleApi } from './support/isolated-site';

/*
 * The directory's business search answered by PostgreSQL (DATABASE_URL): instance 0 stores the
 * listing and its search rows and searches them, building no engine in memory; instance 1 has
 * no database and searches its embedded engines. Both read the same sample API and must answer
 * every search alike. With PostgreSQL stopped, what needs it answers 503 with Retry-After (the
 * rest of the site keeps answering), and searches answer again once it is back, without a
 * restart.
 */

test.describe.configure({ mode: 'serial' });

let postgres: PostgresServer;
let api: PrivateSampleApi;
let site: SiteInstances;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  postgres = await startPostgresServer();
  api = await startPrivateSampleApi(await freePort(), { SAMPLE_API_BUSINESSES: '300' });
  site = await startSiteInstances({
    count: 2,
    apiUrl: api.apiUrl,
    instanceEnv: (index): Record<string, string> =>
      index === 0 ? { DATABASE_URL: postgres.url, CONTENT_SYNC: 'on' } : { CONTENT_SYNC: 'off' },
    onStderr: (index, chunk) => process.stderr.write(`[instance ${index}] ${chunk}`),
  });
});

test.afterAll(async () => {
  await site?.stop();
  await api?.stop();
  await postgres?.stop();
});

async function get(instance: number, path: string) {
  const response = await fetch(`${site.urls[instance]}${path}`, { redirect: 'manual' });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

/** The same answer from the PostgreSQL instance and the embedded one. */
async function answeredAlike(path: string): Promise<string> {
  const [stored, embedded] = await Promise.all([get(0, path), get(1, path)]);
  expect(embedded.status, path).toBe(200);
  expect(stored.status, path).toBe(200);
  expect(stored.body, path).toBe(embedded.body);
  return stored.body;
}

const SEARCHES = [
  '/api/search?q=bakery&limit=50',
  '/api/search?q=boulangrie',
  '/api/search?q=dentiste',
  '/api/search?q=hardwre+ottawa',
  '/api/search?q=bakery&sort=name&page=2&limit=5',
  '/api/search?q=street&sort=updated&limit=30',
  '/api/search?q=ottawa&category=hardware-store',
  '/api/search?category=bakery&city=montreal&verified=true',
  '/api/search?q=bakery&near=ottawa&radius_km=200',
  '/api/search?q=qincalerie+rideau',
  '/api/search?q=bakery+xylophone',
  '/api/search?q=boulangeries&lang=fr',
  '/api/search?q=quincailerie&lang=fr',
  '/api/search?q=dentist&region=QC&lang=fr',
  '/api/search?q=pain&category=boulangerie&lang=fr&limit=50',
  '/api/suggest?q=boul',
  '/api/suggest?q=gatin&lang=fr',
];

test('searches answer as the embedded engine does, in both languages', async () => {
  test.setTimeout(120_000);
  for (const path of SEARCHES) await answeredAlike(path);
  const typo = JSON.parse(await answeredAlike('/api/search?q=boulangrie')) as {
    items: { slug: string }[];
  };
  expect(typo.items[0]?.slug).toBe('boulangerie-du-plateau');
  // The facet menu of a filtered search counts each category without the category filter.
  const faceted = JSON.parse(await answeredAlike('/api/search?q=ottawa&category=hardware-store'));
  expect(faceted.facets.categories.map((facet: { slug: string }) => facet.slug)).toContain(
    'electronics-repair',
  );
  const help = JSON.parse(await answeredAlike('/api/search?q=qincalerie+rideau'));
  expect(help.didYouMean).toBe('quincaillerie rideau');
});

test('asked again, paged, re-sorted and filtered without text, searches still answer alike', async () => {
  test.setTimeout(120_000);
  // The PostgreSQL engine remembers what it counted and ranked of a scope, and counts a scope
  // without text from the writer's filter groups: neither may change an answer.
  for (const path of [
    ...SEARCHES.slice(0, 6),
    '/api/search?q=street&limit=20&page=2',
    '/api/search?q=rue&limit=50&page=3',
    '/api/search?verified=true&limit=10&page=12&lang=fr',
    '/api/search?q=street&sort=name&limit=10&page=4',
    '/api/search?q=bakery&category=bakery&limit=5',
    '/api/search?region=ON&verified=true&sort=name',
    '/api/search?city=montreal&limit=5&page=2',
    '/api/search?category=dental-clinic&region=QC&lang=fr',
  ])
    await answeredAlike(path);
});

test('the home page search shows the same results and menus', async ({ browser }) => {
  const cards = 'main ul li article h2';
  for (const path of ['/?q=boulangrie', '/?q=ottawa&category=hardware-store', '/fr?q=dentist']) {
    const shown = await Promise.all(
      [0, 1].map(async (instance) => {
        const page = await browser.newPage();
        const response = await page.goto(`${site.urls[instance]}${path}`);
        expect(response?.status(), path).toBe(200);
        const seen = {
          cards: await page.locator(cards).allTextContents(),
          categories: await page.locator('#filter-category option').allTextContents(),
        };
        await page.close();
        return seen;
      }),
    );
    expect(shown[0]!.cards.length, path).toBeGreaterThan(0);
    expect(shown[0], path).toEqual(shown[1]);
  }
});

test('PostgreSQL stopped: searches answer 503 with Retry-After; back: they answer, no restart', async () => {
  test.setTimeout(120_000);
  const before = await answeredAlike('/api/search?q=hardwre');
  await postgres.pause();
  try {
    for (const path of [
      '/api/search?q=hardwre',
      '/api/suggest?q=boul',
      '/?q=bakery',
      '/fr/index.md?q=boulangerie',
    ]) {
      const answer = await get(0, path);
      expect(answer.status, path).toBe(503);
      expect(answer.headers.get('retry-after'), path).toBeTruthy();
      expect(answer.body, path).not.toContain(postgres.password);
    }
    // What needs no database keeps answering: the listing, the readiness probe.
    expect((await get(0, '/api/search')).status).toBe(200);
    expect((await get(0, '/index.md')).status).toBe(200);
    expect((await get(0, '/api/health')).status).toBe(200);
  } finally {
    await postgres.restart();
  }
  await expect
    .poll(async () => (await get(0, '/api/search?q=hardwre')).status, { timeout: 30_000 })
    .toBe(200);
  expect((await get(0, '/api/search?q=hardwre')).body).toBe(before);
});
