import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, headLinks, jsonLdBlocks, SITE_URL } from './helpers';
import { waitForContentSync } from './support/content-sync-done';
import { startIsolatedSite, type IsolatedSite } from './support/isolated-site';

/*
 * What's on over more than a page of upcoming events: a site of its own whose 60 synthetic
 * businesses hold events dated from the day the test runs (sample-api/synthetic-events.ts),
 * on an index of its own. Page 1 and /events/page/2 list different events in start order and
 * none past, with their pager links, page 2's canonical and an ItemList whose positions go on
 * from page 1; a page past the last is a 404; a city or a category narrows the list; in both
 * languages.
 */

/** The events a page lists, in its order: link, title, start and end (local ISO with offset). */
async function listedEvents(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  return page.getByTestId('content-hit').evaluateAll((hits) =>
    hits.map((hit) => {
      const link = hit.querySelector('h3 a');
      const times = [...hit.querySelectorAll('time')].map((time) => time.getAttribute('datetime'));
      return {
        href: link?.getAttribute('href') ?? '',
        title: link?.textContent ?? '',
        start: times[0] ?? '',
        end: times[1] ?? null,
      };
    }),
  );
}

/** The ItemList's positions and names on the page. */
async function listedInJsonLd(page: Page) {
  const list = (await jsonLdBlocks(page)).find((block) => block['@type'] === 'ItemList');
  return ((list?.itemListElement ?? []) as { position: number; item: { name: string } }[]).map(
    (entry) => ({ position: entry.position, name: entry.item.name }),
  );
}

test.describe('a directory with more than a page of upcoming events', () => {
  test.describe.configure({ mode: 'serial' });
  const PAGE_SIZE = 20;
  let site: IsolatedSite;
  let indexDir: string;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    // An index of its own: the shared site's must never hold these businesses.
    indexDir = mkdtempSync(path.join(tmpdir(), 'whats-on-e2e-'));
    site = await startIsolatedSite({
      apiEnv: { SAMPLE_API_BUSINESSES: '60' },
      // The sync fills its index: an isolated site runs none unless asked.
      siteEnv: { CONTENT_INDEX_DIR: indexDir, CONTENT_SYNC: 'on' },
    });
    await waitForContentSync(site.siteUrl);
  });
  test.afterAll(async () => {
    await site?.stop();
    if (indexDir) rmSync(indexDir, { recursive: true, force: true });
  });

  for (const locale of ['en', 'fr'] as const) {
    const prefix = locale === 'en' ? '' : '/fr';
    const pagerLabel =
      locale === 'en' ? 'Pages of upcoming events' : 'Pages des événements à venir';

    test(`${prefix}/events and ${prefix}/events/page/2 list different events in start order, none past`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ baseURL: site.siteUrl });
      const page = await context.newPage();
      const first = await listedEvents(page, `${prefix}/events`);
      expect(first).toHaveLength(PAGE_SIZE);
      const firstInJsonLd = await listedInJsonLd(page);
      const pager = page.getByRole('navigation', { name: pagerLabel });
      await expect(pager).toContainText(locale === 'en' ? 'Page 1 of 2' : 'Page 1 sur 2');
      await expect(pager.locator('a[rel="next"]')).toHaveAttribute(
        'href',
        `${prefix}/events/page/2`,
      );
      await expect(pager.locator('a[rel="prev"]')).toHaveCount(0);

      const second = await listedEvents(page, `${prefix}/events/page/2`);
      expect(second.length).toBeGreaterThan(0);
      expect(second.length).toBeLessThanOrEqual(PAGE_SIZE);
      expect(second.filter(({ href }) => first.some((event) => event.href === href))).toEqual([]);
      const all = [...first, ...second];
      const starts = all.map(({ start }) => Date.parse(start));
      expect(starts.every(Number.isFinite)).toBe(true);
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
      const now = Date.now();
      for (const event of all)
        expect(Date.parse(event.end ?? event.start), event.title).toBeGreaterThan(now);

      const pagerTwo = page.getByRole('navigation', { name: pagerLabel });
      await expect(pagerTwo).toContainText(locale === 'en' ? 'Page 2 of 2' : 'Page 2 sur 2');
      await expect(pagerTwo.locator('a[rel="prev"]')).toHaveAttribute('href', `${prefix}/events`);
      await expect(pagerTwo.locator('a[rel="next"]')).toHaveCount(0);
      const links = await headLinks(page);
      expect(links.canonical).toBe(`${SITE_URL}${prefix}/events/page/2`);
      expect(links.alternates.en).toBe(`${SITE_URL}/events/page/2`);
      expect(links.alternates.fr).toBe(`${SITE_URL}/fr/events/page/2`);

      // The ItemList names the page's events in order, its positions going on from page 1.
      expect(firstInJsonLd).toEqual(
        first.map((event, index) => ({ position: index + 1, name: event.title })),
      );
      expect(await listedInJsonLd(page)).toEqual(
        second.map((event, index) => ({ position: PAGE_SIZE + index + 1, name: event.title })),
      );
      await expectNoAxeViolations(page);

      expect((await page.goto(`${prefix}/events/page/3`))?.status()).toBe(404);
      await context.close();
    });

    test(`${prefix}/events: a city or a category narrows the list to its events`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ baseURL: site.siteUrl });
      const page = await context.newPage();
      const all = [
        ...(await listedEvents(page, `${prefix}/events/page/2`)),
        ...(await listedEvents(page, `${prefix}/events`)),
      ];
      // The filter form's choices, with their counts: the busiest city and category.
      const choices = async (name: 'city' | 'category') =>
        page.locator(`#whats-on-${name} option`).evaluateAll((options) =>
          options
            .map((option) => ({
              value: option.getAttribute('value') ?? '',
              label: option.textContent ?? '',
            }))
            .filter((option) => option.value !== ''),
        );
      const cities = await choices('city');
      const categories = await choices('category');
      expect(cities.length).toBeGreaterThan(1);
      expect(categories.length).toBeGreaterThan(1);

      for (const [name, options] of [
        ['city', cities],
        ['category', categories],
      ] as const) {
        const busiest = options
          .map((option) => ({ ...option, count: Number(/\((\d+)\)/.exec(option.label)?.[1]) }))
          .sort((a, b) => b.count - a.count)[0];
        expect(busiest?.count, name).toBeGreaterThan(1);
        const filtered = await listedEvents(page, `${prefix}/events?${name}=${busiest?.value}`);
        expect(filtered, name).toHaveLength(busiest?.count ?? 0);
        // Fewer than all, and only events the unfiltered list has.
        expect(filtered.length).toBeLessThan(all.length);
        for (const event of filtered)
          expect(
            all.map(({ href }) => href),
            event.title,
          ).toContain(event.href);
        const starts = filtered.map(({ start }) => Date.parse(start));
        expect(starts).toEqual([...starts].sort((a, b) => a - b));
        if (name === 'city') {
          const cityName = busiest?.label.replace(/\s*\(\d+\)$/, '');
          for (const city of await page.getByTestId('hit-city').allTextContents())
            expect(city).toBe(cityName);
        }
      }
      await expectNoAxeViolations(page);
      await context.close();
    });
  }
});
