import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations, SITE_URL } from './helpers';

/*
 * What a person sees before reading: the first screen of a phone, the share cards, the icons
 * and manifest, the printed profile. (Both themes pass axe on every page type: the page specs'
 * expectNoAxeViolations checks light and dark.)
 */

const BAKERY = '/business/boulangerie-du-plateau';
const ARTICLE = `${BAKERY}/blog/why-we-bake-with-sourdough`;
const ITEM = '/business/quincaillerie-rideau-hardware/catalog/tile-saw-rental';
const DOCUMENT = `${BAKERY}/documents/bread-menu-fall-2025`;
const IMAGE_DOCUMENT = `${BAKERY}/documents/storefront-saint-denis`;
const CATALOG = '/business/quincaillerie-rideau-hardware/catalog';
const PHONE = { width: 390, height: 844 };

/** A PNG's size, from its IHDR chunk. */
function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

async function metaContent(page: Page, selector: string): Promise<string | null> {
  return page.locator(selector).first().getAttribute('content');
}

async function card(request: APIRequestContext, url: string): Promise<Buffer> {
  const response = await request.get(url.replace(SITE_URL, ''));
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  const body = await response.body();
  expect(pngSize(body)).toEqual({ width: 1200, height: 630 });
  return body;
}

test.describe('the first screen of a phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  for (const path of ['/', '/fr']) {
    test(`${path}: the first business card starts within the first screen, filters folded`, async ({
      page,
    }) => {
      await page.goto(path);
      const firstCard = page.locator('main li article').first();
      const box = await firstCard.boundingBox();
      expect(box, 'first card').not.toBeNull();
      expect(box!.y).toBeLessThan(400);
      await expect(page.locator('#filter-q')).toBeVisible();
      await expect(page.locator('#filter-category')).toBeHidden();
      await page.locator('.filter-panel > summary').click();
      await expect(page.locator('#filter-category')).toBeVisible();
      await expect(page.locator('#filter-sort')).toBeVisible();
    });
  }

  test('the folded filters open and filter without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByText('Filters', { exact: true }).click();
    await page.getByLabel('Category').selectOption({ label: 'Bakery (1)' });
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/category=/);
    await expect(page.locator('main li article h2')).toHaveText(['Boulangerie du Plateau']);
    // The summary counts the filters in force.
    await expect(page.locator('.filter-panel > summary')).toHaveText('Filters (1)');
    await context.close();
  });

  for (const path of [CATALOG, `/fr${CATALOG}`]) {
    test(`${path}: the first catalog item starts within the first screen, filters folded`, async ({
      page,
    }) => {
      await page.goto(path);
      // The first item's name can be read without scrolling.
      const firstName = page.getByTestId('catalog-list').locator('li h3').first();
      const box = await firstName.boundingBox();
      expect(box, 'first item').not.toBeNull();
      expect(box!.y + box!.height).toBeLessThan(PHONE.height);
      await expect(page.locator('#catalog-q')).toBeVisible();
      await expect(page.locator('#catalog-type')).toBeHidden();
      await page.locator('.filter-panel > summary').click();
      await expect(page.locator('#catalog-type')).toBeVisible();
      await expect(page.locator('#catalog-instock')).toBeVisible();
      // Nothing wider than the phone: the tag chips scroll inside their own row.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
      await expectNoAxeViolations(page);
    });
  }

  test('the folded catalog filters open and filter without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(CATALOG);
    await page.getByText('Filters', { exact: true }).click();
    await page.getByLabel('Type').selectOption({ label: 'Services' });
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/type=SERVICE/);
    await expect(page.locator('.filter-panel > summary')).toHaveText('Filters (1)');
    await context.close();
  });

  test('the header is one short row', async ({ page }) => {
    await page.goto(`/fr${BAKERY}`);
    const header = await page.locator('body > header').boundingBox();
    expect(header!.height).toBeLessThan(64);
  });
});

test('on a wide screen every filter shows at once, with no summary to open', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(page.locator('#filter-category')).toBeVisible();
  await expect(page.locator('#filter-city')).toBeVisible();
  await expect(page.locator('.filter-panel > summary')).toBeHidden();
});

test.describe('share cards', () => {
  for (const [name, path, own] of [
    ['profile', BAKERY, `/og/fr${BAKERY}/card.png`],
    ['reviews', `${BAKERY}/reviews`, `/og/fr${BAKERY}/card.png`],
    ['article', ARTICLE, `/og/fr${ARTICLE}/card.png`],
    ['item', ITEM, `/og/fr${ITEM}/card.png`],
    ['document', DOCUMENT, `/og/fr${DOCUMENT}/card.png`],
    ['home', '', '/og/fr/card.png'],
  ] as const) {
    test(`${name}: og:image and a large Twitter card, drawn in the page's language`, async ({
      page,
      request,
    }) => {
      await page.goto(`/fr${path}`);
      const image = await metaContent(page, 'meta[property="og:image"]');
      expect(image).toBe(`${SITE_URL}${own}`);
      expect(await metaContent(page, 'meta[name="twitter:card"]')).toBe('summary_large_image');
      expect(await metaContent(page, 'meta[name="twitter:image"]')).toBe(image);
      expect(await metaContent(page, 'meta[property="og:image:width"]')).toBe('1200');
      const french = await card(request, image!);
      const english = await card(request, image!.replace('/og/fr/', '/og/en/'));
      expect(english.equals(french), 'the English card differs from the French one').toBe(false);
    });
  }

  test('a card is cached like its page, and an unknown page has none', async ({ request }) => {
    const response = await request.get(`/og/en${BAKERY}/card.png`);
    expect(response.headers()['cache-control']).toMatch(/s-maxage=\d+/);
    for (const path of [
      '/og/en/business/no-such-business/card.png',
      `/og/en${BAKERY}/blog/no-such-article/card.png`,
      `/og/de${BAKERY}/card.png`,
    ])
      expect((await request.get(path)).status(), path).toBe(404);
  });
});

test('icons and a manifest per language', async ({ page, request }) => {
  await page.goto('/fr/about');
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBe('/fr/manifest.webmanifest');
  const manifest = (await (await request.get(manifestHref!)).json()) as Record<string, unknown>;
  expect(manifest).toMatchObject({ lang: 'fr', start_url: '/fr', name: 'Open Business Directory' });
  expect(String(manifest.description)).toContain('données ouvertes');

  const icon = await page.locator('link[rel="icon"]').getAttribute('href');
  const svg = await request.get(icon!);
  expect(svg.headers()['content-type']).toContain('image/svg+xml');
  const apple = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  const png = await request.get(apple!);
  expect(png.status()).toBe(200);
  expect(pngSize(await png.body())).toEqual({ width: 180, height: 180 });
});

test('a profile prints its facts without navigation, tabs or forms, in dark ink', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(BAKERY);
  await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
  await expect(page.locator('body > header nav')).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Sections' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeHidden();
  await expect(page.locator('#contact-heading')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Paper gets the light theme's ink whatever the screen's theme.
  const ink = await page
    .getByRole('heading', { level: 1 })
    .evaluate((heading) => getComputedStyle(heading).color);
  expect(ink).toBe('rgb(15, 23, 42)');
});

test('a printed profile writes the address after its website, and no button or tab', async ({
  page,
}) => {
  await page.goto(BAKERY);
  await page.emulateMedia({ media: 'print' });
  const contact = page.locator('section[aria-labelledby="contact-heading"]');
  const website = contact.locator('a[href^="http"][data-print-url]');
  const href = await website.getAttribute('href');
  expect(href).toMatch(/^https?:\/\//);
  const printed = await website.evaluate((link) => getComputedStyle(link, '::after').content);
  expect(printed).toBe(`" (${href})"`);
  // The e-mail and the phone show their whole address as their text.
  const email = contact.locator('a[href^="mailto:"]');
  await expect(email).toBeVisible();
  expect(await email.getAttribute('href')).toBe(`mailto:${await email.innerText()}`);
  await expect(page.getByTestId('action-row')).toBeHidden();
  // Internal links print no address: the site's navigation is not on paper at all.
  for (const link of await page.locator('main a[href^="/"]').all()) {
    if (!(await link.isVisible())) continue;
    expect(await link.evaluate((element) => getComputedStyle(element, '::after').content)).toBe(
      'none',
    );
  }
  await expect(page.locator('body > header nav')).toBeHidden();
  await expect(page.locator('footer nav')).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByTestId('action-row')).toBeVisible();
  expect(await website.evaluate((link) => getComputedStyle(link, '::after').content)).toBe('none');
});

test("a printed document page writes its file's address after the link to it", async ({ page }) => {
  await page.goto(DOCUMENT);
  await page.emulateMedia({ media: 'print' });
  const file = page.locator('main a[href$=".pdf"]');
  const href = await file.getAttribute('href');
  expect(await file.evaluate((link) => getComputedStyle(link, '::after').content)).toBe(
    `" (${href})"`,
  );
});

test.describe('a narrow phone (320 px)', () => {
  test.use({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });

  for (const path of [
    BAKERY,
    ARTICLE,
    `${BAKERY}/documents`,
    DOCUMENT,
    IMAGE_DOCUMENT,
    ITEM,
    CATALOG,
    `/fr${BAKERY}`,
  ]) {
    test(`${path}: nothing wider than the screen`, async ({ page }) => {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        320,
      );
    });
  }
});

test("an article keeps a readable measure, and its author's quotation is set off, not quoted", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${BAKERY}/blog/holiday-orders-2025`);
  const body = page.locator('main .prose').first();
  const mainWidth = (await page.locator('main').boundingBox())!.width;
  const bodyWidth = (await body.boundingBox())!.width;
  expect(mainWidth).toBeGreaterThan(1000);
  // About 70 characters a line, far narrower than the page.
  expect(bodyWidth).toBeLessThan(720);
  const quote = await body
    .locator('blockquote')
    .first()
    .evaluate((element) => {
      const style = getComputedStyle(element);
      const opening = getComputedStyle(element.querySelector('p')!, '::before').content;
      return {
        fontStyle: style.fontStyle,
        rule: style.borderLeftWidth,
        background: style.backgroundColor,
        opening,
      };
    });
  expect(quote.fontStyle).toBe('normal');
  expect(quote.rule).toBe('4px');
  expect(quote.background).not.toBe('rgba(0, 0, 0, 0)');
  expect(quote.opening).toBe('none');
});

test.describe('no layout shift', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('logos, item images and thumbnails keep their boxes while they load', async ({ page }) => {
    await page.addInitScript(() => {
      const shifts = { total: 0 };
      (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[])
          if (!entry.hadRecentInput) shifts.total += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const path of [
      '/',
      '/fr',
      BAKERY,
      ITEM,
      DOCUMENT,
      IMAGE_DOCUMENT,
      `${BAKERY}/documents`,
    ]) {
      await page.goto(path, { waitUntil: 'networkidle' });
      // Scrolled through, so lazy images load too.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      const total = await page.evaluate(
        () => (window as unknown as { layoutShifts: { total: number } }).layoutShifts.total,
      );
      expect(total, path).toBeLessThan(0.01);
    }
  });
});
