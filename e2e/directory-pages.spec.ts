import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, headLinks, jsonLdBlocks, SITE_URL } from './helpers';
import { startIsolatedSite, type IsolatedSite } from './support/isolated-site';

/*
 * The directory's listing pages: the paged home page, category and city pages, their
 * metadata, JSON-LD and Markdown twins, and the promise behind them: a page view is answered
 * from the in-memory directory index, without a call to the API.
 */

const BAKERY_NAME = 'Boulangerie du Plateau';

async function cardNames(page: Page): Promise<string[]> {
  return page.locator('main li article h2').allTextContents();
}

/** The business pages the cards link to (names of synthetic businesses repeat; slugs do not). */
async function cardLinks(page: Page): Promise<string[]> {
  return page
    .locator('main li article h2 a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

test.describe('category and city pages', () => {
  const cases = [
    { path: '/category/bakery', lang: 'en', heading: 'Bakery', crumb: 'Directory' },
    { path: '/fr/category/bakery', lang: 'fr', heading: 'Boulangerie', crumb: 'Répertoire' },
    { path: '/city/montreal', lang: 'en', heading: 'Businesses in Montréal', crumb: 'Directory' },
    {
      path: '/fr/city/montreal',
      lang: 'fr',
      heading: 'Entreprises à Montréal',
      crumb: 'Répertoire',
    },
  ] as const;

  for (const { path, lang, heading, crumb } of cases) {
    test(`${path}: its businesses, metadata, breadcrumb JSON-LD, accessible`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      expect(await cardNames(page)).toContain(BAKERY_NAME);

      const { canonical, alternates } = await headLinks(page);
      const unprefixed = path.replace(/^\/fr/, '');
      expect(canonical).toBe(`${SITE_URL}${path}`);
      expect(alternates).toMatchObject({
        en: `${SITE_URL}${unprefixed}`,
        fr: `${SITE_URL}/fr${unprefixed}`,
        'x-default': `${SITE_URL}${unprefixed}`,
      });
      await expect(page.locator('link[rel="alternate"][type="text/markdown"]')).toHaveAttribute(
        'href',
        `${SITE_URL}${path}.md`,
      );

      const crumbs = (await jsonLdBlocks(page)).find(
        (block) => block['@type'] === 'BreadcrumbList',
      ) as { itemListElement: { name: string; item: string; position: number }[] } | undefined;
      expect(
        crumbs?.itemListElement.map((entry) => [entry.position, entry.name, entry.item]),
      ).toEqual([
        [1, crumb, lang === 'fr' ? `${SITE_URL}/fr` : `${SITE_URL}/`],
        [2, heading, `${SITE_URL}${path}`],
      ]);
      // The page's own facet is marked current in the browse lists; the others are links.
      await expect(page.locator(`nav a[aria-current="page"][href="${path}"]`)).toHaveCount(1);
      await expectNoAxeViolations(page);
    });
  }

  test('the home page links every category and city page, in both languages', async ({ page }) => {
    await page.goto('/');
    const browse = page.getByRole('navigation', { name: 'Browse the directory' });
    await expect(browse.locator('a[href="/category/bakery"]')).toHaveText('Bakery');
    await expect(browse.locator('a[href="/city/montreal"]')).toHaveText('Montréal');
    await page.goto('/fr');
    const parcourir = page.getByRole('navigation', { name: 'Parcourir le répertoire' });
    await expect(parcourir.locator('a[href="/fr/category/bakery"]')).toHaveText('Boulangerie');
    await parcourir.locator('a[href="/fr/city/ottawa"]').click();
    await expect(page).toHaveURL('/fr/city/ottawa');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Entreprises à Ottawa');
  });

  test('the home page’s category chips count what each gives, and lead there', async ({ page }) => {
    await page.goto('/?verified=true');
    const chips = await page.getByTestId('category-chip').evaluateAll((links) =>
      links.map((link) => ({
        href: link.getAttribute('href') ?? '',
        count: Number(link.getAttribute('data-count')),
      })),
    );
    expect(chips.length).toBeGreaterThan(1);
    for (const { href, count } of chips.slice(0, 3)) {
      expect(href).toContain('verified=true');
      await page.goto(href);
      await expect(page.locator('main [role="status"]').first()).toHaveText(
        count === 1 ? '1 business' : `${count} businesses`,
      );
      await expect(page.locator('main li article')).toHaveCount(Math.min(count, 24));
    }
  });

  test('a city page names that city first on each card', async ({ page }) => {
    await page.goto('/city/montreal');
    const cities = await page.getByTestId('card-cities').allTextContents();
    expect(cities.length).toBeGreaterThan(0);
    for (const text of cities) expect(text.startsWith('Montréal')).toBe(true);
  });

  test('an unknown category or city is a 404, in HTML and Markdown', async ({ request }) => {
    for (const path of [
      '/category/no-such-thing',
      '/fr/city/atlantis',
      '/category/bakery/extra',
      '/category/bakery.md?page=2',
      '/city/atlantis.md',
    ]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });

  test('has Markdown twins, linked to the business twins and the other facet pages', async ({
    request,
  }) => {
    const response = await request.get('/fr/category/bakery.md');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/markdown');
    const text = await response.text();
    // Its H1 is the page's h1.
    expect(text).toMatch(/^# Boulangerie\n/);
    expect(text).toContain(`${SITE_URL}/fr/category/bakery`);
    expect(text).toContain(`](${SITE_URL}/fr/business/boulangerie-du-plateau.md)`);
    expect(text).toContain(`](${SITE_URL}/fr/city/montreal.md)`);
    // The HTML URL asked for Markdown answers the same twin.
    const negotiated = await request.get('/city/montreal', {
      headers: { Accept: 'text/markdown' },
    });
    expect(negotiated.headers()['content-type']).toContain('text/markdown');
    expect(await negotiated.text()).toMatch(/^# Businesses in Montréal\n/);
  });

  test('are in the sitemap in both languages and reachable from llms.txt', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const url of [
      `${SITE_URL}/category/bakery`,
      `${SITE_URL}/fr/category/bakery`,
      `${SITE_URL}/city/montreal`,
      `${SITE_URL}/fr/city/montreal`,
    ]) {
      expect(sitemap).toContain(`<loc>${url}</loc>`);
    }
    const llms = await (await request.get('/llms.txt')).text();
    expect(llms).toContain(`](${SITE_URL}/category/bakery.md)`);
    expect(llms).toContain(`](${SITE_URL}/city/montreal.md)`);
  });
});

test.describe('a directory of several pages', () => {
  // 60 synthetic businesses besides the hand-written ones: three pages of 24 cards.
  let site: IsolatedSite;
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    site = await startIsolatedSite({ apiEnv: { SAMPLE_API_BUSINESSES: '60' } });
  });
  test.afterAll(async () => {
    await site?.stop();
  });

  test('pages the home page with crawlable links, one canonical per page, 404 past the last', async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: site.siteUrl });
    const page = await context.newPage();
    await page.goto('/');
    const first = await cardLinks(page);
    expect(first).toHaveLength(24);
    await expect(page.getByRole('status')).toHaveText('68 businesses');
    const pager = page.getByRole('navigation', { name: 'Pages of the list' });
    await expect(pager).toContainText('Page 1 of 3');
    await pager.getByRole('link', { name: /Next/ }).click();
    await expect(page).toHaveURL(/\/page\/2$/);
    const second = await cardLinks(page);
    expect(second).toHaveLength(24);
    expect(second.filter((href) => first.includes(href))).toEqual([]);
    expect((await headLinks(page)).canonical).toBe(`${SITE_URL}/page/2`);
    expect((await headLinks(page)).alternates.fr).toBe(`${SITE_URL}/fr/page/2`);
    await context.close();

    // axe needs JavaScript.
    const withScripts = await browser.newContext({ baseURL: site.siteUrl });
    const french = await withScripts.newPage();
    await french.goto('/fr/page/3');
    expect(await cardNames(french)).toHaveLength(20);
    await expect(french.getByRole('navigation', { name: 'Pages de la liste' })).toContainText(
      'Page 3 sur 3',
    );
    await expectNoAxeViolations(french);
    await withScripts.close();

    const base = site.siteUrl;
    expect((await request.get(`${base}/page/4`)).status()).toBe(404);
    // The URLs of old redirect to their paths, past the last page too.
    expect((await request.get(`${base}/?page=4`)).status()).toBe(404);
    expect((await request.get(`${base}/fr?page=999999999`)).status()).toBe(404);
    // Malformed page numbers are page 1, as on every other list of the site.
    expect((await request.get(`${base}/?page=abc`)).status()).toBe(200);
    // Filtered results are paged too: a few Montréal businesses make one page, so no page 2.
    expect((await request.get(`${base}/?city=montreal`)).status()).toBe(200);
    expect((await request.get(`${base}/?city=montreal&page=2`)).status()).toBe(404);
    const twin = await (await request.get(`${base}/page/2.md`)).text();
    expect(twin).toContain('Page 2 of 3');
    expect(twin).toContain(`(${SITE_URL}/page/3.md)`);
    expect(await (await request.get(`${base}/index.md?page=2`)).text()).toBe(twin);
  });

  test('answers listing pages and twins from memory, without calling the API', async ({
    request,
  }) => {
    const base = site.siteUrl;
    const paths = [
      '/',
      '/page/2',
      '/fr?q=boulangerie',
      '/category/bakery',
      '/fr/city/montreal',
      '/index.md',
      '/fr/category/bakery.md',
    ];
    // The first requests load the index of each language.
    for (const path of paths)
      expect((await request.get(`${base}${path}`)).status(), path).toBe(200);
    await site.resetUpstreamStats();
    for (const path of paths)
      expect((await request.get(`${base}${path}`)).status(), path).toBe(200);
    expect(await site.upstreamRequests()).toBe(0);
  });
});
