import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, jsonLdBlocks } from './helpers';
import { waitForContentSync } from './support/content-sync-done';
import { jsonLdFacts, readableTwin, spellings } from './support/json-ld-facts';
import { jsonLdBlocksOf } from './support/json-ld-in-html';
import { nuErrors } from './support/nu-validator';
import { structuredDataIssues } from './support/structured-data';

/*
 * What's on: the directory's upcoming events by date, in each event's local time, never a past
 * one; filters by city and category over a plain GET form; paging by path; its twin, its
 * calendar feed, its structured data, and axe in both languages. The sample directory has one
 * upcoming event: whats-on-paging.spec.ts pages a directory that has more.
 */

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await waitForContentSync();
});

const UPCOMING = {
  en: 'Seed swap and orchard walk',
  fr: 'Échange de semences et promenade au verger',
};
// Events of the sample directory whose dates have passed.
const PAST = {
  en: ['Long-table dinner', 'Harvest festival', 'Sourdough workshop for beginners'],
  fr: ['Souper à la grande tablée', 'Fête des récoltes', 'Atelier pain au levain pour débutants'],
};

for (const locale of ['en', 'fr'] as const) {
  const prefix = locale === 'en' ? '' : '/fr';

  test(`${prefix}/events lists an upcoming event and no past one`, async ({ page }) => {
    expect((await page.goto(`${prefix}/events`))?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveText(locale === 'en' ? "What's on" : 'À l’affiche');
    const event = page.getByTestId('content-hit').filter({ hasText: UPCOMING[locale] });
    await expect(event).toHaveCount(1);
    await expect(event.locator('time').first()).toHaveAttribute('datetime', /[+-]\d{2}:\d{2}$/);
    // Its day's heading, in the page's language.
    await expect(page.locator('h2 time').first()).toHaveAttribute(
      'datetime',
      /^\d{4}-\d{2}-\d{2}$/,
    );
    for (const title of PAST[locale])
      await expect(page.getByTestId('content-hit').filter({ hasText: title })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test(`${prefix}/events has its link in the header, its twin and its calendar`, async ({
    page,
    request,
  }) => {
    await page.goto(prefix || '/');
    await page
      .getByRole('navigation', { name: locale === 'en' ? 'Main' : 'Principal' })
      .getByRole('link', { name: locale === 'en' ? "What's on" : 'À l’affiche' })
      .click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/events$`));
    const twin = await (await request.get(`${prefix}/events.md`)).text();
    expect(twin).toMatch(/^# (What's on|À l’affiche)/m);
    expect(twin).toContain(UPCOMING[locale]);
    expect(twin).toMatch(/\(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}\)/);
    const calendar = await request.get(`${prefix}/events.ics`);
    expect(calendar.headers()['content-type']).toContain('text/calendar');
    const ics = await calendar.text();
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics.replace(/\r\n /g, '')).toContain(`SUMMARY:${UPCOMING[locale]}`);
    for (const title of PAST[locale]) expect(ics).not.toContain(title);
  });
}

test('its structured data is an ItemList of Events with their place and local start', async ({
  page,
}) => {
  await page.goto('/events');
  const list = (await jsonLdBlocks(page)).find((block) => block['@type'] === 'ItemList');
  const items = (list?.itemListElement ?? []) as {
    position: number;
    item: Record<string, unknown>;
  }[];
  const event = items.find((entry) => entry.item.name === UPCOMING.en)?.item;
  expect(event?.['@type']).toBe('Event');
  expect(String(event?.startDate)).toMatch(/[+-]\d{2}:\d{2}$/);
  expect(event?.location).toBeTruthy();
  expect(items[0]?.position).toBe(1);
});

test('validators pass it once it lists events, and its twin states every JSON-LD fact', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const pages = [];
  for (const path of ['/events', '/fr/events', '/?q=seed+swap', '/fr?q=honoraires']) {
    const html = await (await request.get(path)).text();
    const twinPath =
      path.startsWith('/events') || path.startsWith('/fr/events')
        ? `${path}.md`
        : path.replace(/^(\/fr)?\/?\?/, (_, fr: string | undefined) => `${fr ?? ''}/index.md?`);
    pages.push({ path, html, twin: await (await request.get(twinPath)).text() });
  }
  expect(await nuErrors(pages)).toEqual([]);
  for (const page of pages) {
    const locale = page.path.startsWith('/fr') ? 'fr' : 'en';
    const errors = (await structuredDataIssues(page.html)).filter((i) => i.severity === 'ERROR');
    expect(errors, page.path).toEqual([]);
    const twin = readableTwin(page.twin);
    const missing = jsonLdFacts(jsonLdBlocksOf(page.html)).filter(
      (fact) => !spellings(fact, locale).some((spelling) => twin.includes(spelling)),
    );
    expect(missing, page.path).toEqual([]);
  }
});

test('filters by city and category, and says so when nothing is on', async ({ page }) => {
  await page.goto('/events?city=memramcook');
  await expect(page.getByTestId('content-hit').filter({ hasText: UPCOMING.en })).toHaveCount(1);
  await page.goto('/fr/events?city=montreal');
  await expect(page.getByTestId('empty-state')).toContainText(
    'Aucun événement à venir ne correspond à ces filtres.',
  );
  await expect(page.getByTestId('empty-state').getByRole('link').first()).toHaveAttribute(
    'href',
    '/fr/events',
  );
  await page.goto('/events?category=bakery');
  await expect(page.getByTestId('content-hit')).toHaveCount(0);
  await expect(page.getByTestId('empty-state')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('pages by path: /events?page=N redirects, a page past the last is a 404', async ({
  request,
}) => {
  const old = await request.get('/events?page=1', { maxRedirects: 0 });
  expect(old.status()).toBe(308);
  expect(old.headers().location).toMatch(/\/events$/);
  const first = await request.get('/events/page/1', { maxRedirects: 0 });
  expect(first.status()).toBe(308);
  expect((await request.get('/events/page/99')).status()).toBe(404);
  expect((await request.get('/fr/events/page/99.md')).status()).toBe(404);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the filter form is a plain GET form', async ({ page }) => {
    await page.goto('/events');
    const city = page.locator('#whats-on-city');
    const value = await city.locator('option').nth(1).getAttribute('value');
    await city.selectOption(value ?? '');
    await page.getByRole('button', { name: 'Show events' }).click();
    await expect(page).toHaveURL(new RegExp(`/events\\?city=${value}`));
    await expect(page.getByTestId('content-hit').first()).toBeVisible();
  });
});
