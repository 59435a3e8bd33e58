import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, waitForHydration } from './helpers';
import { waitForContentSync } from './support/content-sync-done';

/*
 * The home search finds what businesses offer, beside the businesses: an item, an event, an FAQ
 * answer, an article and a document of the sample directory, each first among the content
 * results, in both languages and with a typo; under the search's filters; over a plain GET
 * form without JavaScript; and in the page's Markdown twin, under the same headings.
 */

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await waitForContentSync();
});

const hits = (page: Page) => page.getByTestId('content-hit');

const FIRST = [
  ['/?q=night+guard', 'item', 'Custom night guard'],
  ['/fr?q=prot%C3%A8ge-dents', 'item', 'Protège-dents de nuit sur mesure'],
  ['/?q=seed+swap', 'event', 'Seed swap and orchard walk'],
  ['/fr?q=%C3%A9change+de+semences', 'event', 'Échange de semences et promenade au verger'],
  ['/?q=parking', 'answer', 'Is there parking?'],
  ['/fr?q=stationnement', 'answer', 'Y a-t-il du stationnement?'],
  ['/?q=winterize', 'article', 'Winterize your home: a weekend checklist'],
  [
    '/fr?q=pr%C3%A9parer+maison+hiver',
    'article',
    'Préparer la maison pour l’hiver : la liste du week-end',
  ],
  ['/?q=fee+guide', 'document', 'Fee guide 2026'],
  ['/fr?q=honoraires', 'document', 'Guide des honoraires 2026'],
  // Typos.
  ['/?q=winterise', 'article', 'Winterize your home: a weekend checklist'],
  ['/fr?q=honoraries', 'document', 'Guide des honoraires 2026'],
  ['/?q=sede+swap', 'event', 'Seed swap and orchard walk'],
] as const;

test.describe('content results of the home search', () => {
  for (const [path, kind, title] of FIRST) {
    test(`${decodeURIComponent(path)} finds the ${kind} “${title}” first`, async ({ page }) => {
      expect((await page.goto(path))?.status()).toBe(200);
      const first = hits(page).first();
      await expect(first.locator('h4')).toHaveText(title);
      await expect(first).toHaveAttribute('data-kind', kind);
      // Its own page, in the page's language, and its business with a link.
      const href = await first.locator('h4 a').getAttribute('href');
      expect(href?.startsWith(path.startsWith('/fr') ? '/fr/business/' : '/business/')).toBe(true);
      await expect(first.getByTestId('hit-business')).toHaveAttribute('href', /\/business\//);
    });
  }

  test('an event states its business, city, local date and price', async ({ page }) => {
    await page.goto('/?q=seed+swap');
    const event = hits(page).first();
    await expect(event.getByTestId('hit-business')).toHaveText('Ferme Beausoleil');
    await expect(event.getByTestId('hit-city')).toHaveText(/Memramcook|Dieppe/);
    await expect(event.locator('time').first()).toHaveAttribute(
      'datetime',
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/,
    );
    await expect(event.getByTestId('hit-price')).toHaveText('Free');
    await page.goto(
      await event
        .locator('h4 a')
        .getAttribute('href')
        .then((href) => href ?? '/'),
    );
    await expect(page.locator('h1')).toHaveText('Seed swap and orchard walk');
  });

  test('an item states its price and availability; the page says offers match', async ({
    page,
  }) => {
    await page.goto('/?q=night+guard');
    const item = page.getByTestId('content-group-item').getByTestId('content-hit').first();
    await expect(item.getByTestId('hit-price')).not.toBeEmpty();
    await expect(item.getByTestId('hit-availability')).toHaveText(/Available|Unavailable/);
    // No business is a night guard: the page says what is offered, never "nothing found".
    await expect(page.getByRole('status').first()).toHaveText(
      'No business matches this search, but what businesses offer does: see below.',
    );
  });

  test('the filters apply to what is offered', async ({ page }) => {
    await page.goto('/?q=night+guard&city=gatineau');
    await expect(hits(page).first().locator('h4')).toHaveText('Custom night guard');
    // Elsewhere, what matches only some of the words, said as such; never the night guard.
    await page.goto('/?q=night+guard&city=montreal');
    await expect(page.getByTestId('content-results')).toBeVisible();
    await expect(hits(page).filter({ hasText: 'Custom night guard' })).toHaveCount(0);
    for (const city of await page.getByTestId('hit-city').allTextContents())
      expect(city).toBe('Montréal');
    await page.goto('/fr?q=honoraires&category=bakery');
    await expect(page.getByTestId('content-results')).toBeVisible();
    await expect(hits(page).filter({ hasText: 'Guide des honoraires 2026' })).toHaveCount(0);
  });

  test('pages the content results with plain links', async ({ page }) => {
    // The sample directory offers more than a page (10) of matches for this word.
    await page.goto('/?q=price');
    const count = page.getByTestId('content-results-count');
    await expect(count).toBeVisible();
    const total = Number(/(\d+) match/.exec((await count.textContent()) ?? '')?.[1] ?? 0);
    expect(total).toBeGreaterThan(10);
    await expect(hits(page)).toHaveCount(10);
    const next = page.getByTestId('content-results').getByRole('link', { name: /Next/ });
    await expect(next).toHaveAttribute('href', /cpage=2/);
    const firstPage = await hits(page).locator('h4').allTextContents();
    await next.click();
    await expect(page).toHaveURL(/cpage=2/);
    await expect(hits(page)).toHaveCount(Math.min(10, total - 10));
    const secondPage = await hits(page).locator('h4').allTextContents();
    expect(secondPage.some((title) => firstPage.includes(title))).toBe(false);
    await expect(
      page.getByTestId('content-results').getByRole('link', { name: /Previous/ }),
    ).toHaveAttribute('href', /q=price/);
  });

  test('follows a search typed with JavaScript, from the site’s JSON endpoint', async ({
    page,
  }) => {
    await page.goto('/fr');
    await waitForHydration(page, '#filter-q');
    const answered = page.waitForResponse(
      (response) =>
        response.url().includes('/api/content?') &&
        new URL(response.url()).searchParams.get('q') === 'honoraires',
    );
    await page.locator('#filter-q').pressSequentially('honoraires', { delay: 30 });
    expect((await answered).status()).toBe(200);
    const first = hits(page).first();
    await expect(first.locator('h4')).toHaveText('Guide des honoraires 2026');
    // As the server renders it: links within the site, in the page's language.
    await expect(first.locator('h4 a')).toHaveAttribute('href', /^\/fr\/business\//);
    await expect(first.getByTestId('hit-business')).toHaveAttribute('href', /^\/fr\/business\//);
    await expect(page.getByTestId('content-results-count')).toHaveText(/^\d+ résultats? parmi/);
    await expect(page.getByTestId('content-group-document').locator('h3')).toHaveText('Documents');
    // The same search opened from the server shows the same results.
    const typed = await hits(page).locator('h4').allTextContents();
    await page.goto('/fr?q=honoraires');
    expect(await hits(page).locator('h4').allTextContents()).toEqual(typed);
  });

  test('an event typed for shows its local date and price as the server does', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page, '#filter-q');
    await page.locator('#filter-q').fill('seed swap');
    const event = hits(page).first();
    await expect(event.locator('h4')).toHaveText('Seed swap and orchard walk');
    const typed = await event.innerText();
    await page.goto('/?q=seed+swap');
    expect(await hits(page).first().innerText()).toBe(typed);
  });

  test('the twin lists them under the same headings', async ({ request }) => {
    const twin = await (await request.get('/index.md?q=fee+guide')).text();
    expect(twin).toContain('## What businesses offer');
    expect(twin).toContain('### Documents');
    expect(twin).toMatch(/#### \[Fee guide 2026\]\(http[^)]+\.md\)/);
    const french = await (await request.get('/fr/index.md?q=honoraires')).text();
    expect(french).toContain('## Ce que proposent les entreprises');
    expect(french).toContain('#### [Guide des honoraires 2026]');
  });

  for (const path of ['/?q=seed+swap', '/fr?q=stationnement']) {
    test(`${path} passes axe in both colour themes`, async ({ page }) => {
      await page.goto(path);
      await expect(hits(page).first()).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the plain GET form shows what is offered', async ({ page }) => {
    await page.goto('/fr');
    await page.locator('#filter-q').fill('honoraires');
    await page.locator('#filter-q').press('Enter');
    await expect(page).toHaveURL(/\/fr\?q=honoraires/);
    await expect(hits(page).first().locator('h4')).toHaveText('Guide des honoraires 2026');
  });
});
