import { expect, test } from '@playwright/test';
import { jsonLdFacts, readableTwin, spellings } from './support/json-ld-facts';
import { jsonLdBlocksOf } from './support/json-ld-in-html';
import { nuErrors } from './support/nu-validator';
import { crawlSitemap, type CrawledPage } from './support/site-crawl';
import { structuredDataIssues } from './support/structured-data';

/*
 * Every page of the sample directory in both languages, read as third-party validators read it:
 * the W3C Nu checker over the HTML, Google's rich-result rules and the schema.org vocabulary
 * over the structured data; and every fact the structured data states is in the page's
 * Markdown twin. One crawl serves the whole file.
 */

test.describe.configure({ mode: 'serial' });

let pages: CrawledPage[] = [];

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  pages = await crawlSitemap(request);
});

test('the crawl reaches every page of the sitemap in both languages', () => {
  expect(pages.length).toBeGreaterThan(250);
  expect(pages.filter((page) => page.path.startsWith('/fr')).length * 2).toBe(pages.length);
});

test('the Nu HTML checker reports no error on any page', async () => {
  test.setTimeout(180_000);
  expect(await nuErrors(pages)).toEqual([]);
});

test('no structured-data error on any page', async () => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  for (const page of pages) {
    for (const issue of await structuredDataIssues(page.html)) {
      if (issue.severity === 'ERROR') errors.push(`${page.path}: ${issue.type}: ${issue.message}`);
    }
  }
  expect(errors).toEqual([]);
});

test('every fact of a page’s JSON-LD (names, addresses, phones, prices, ratings, dates) is in its twin', () => {
  const missing: string[] = [];
  let checked = 0;
  for (const page of pages) {
    const locale = page.path === '/fr' || page.path.startsWith('/fr/') ? 'fr' : 'en';
    const twin = readableTwin(page.twin);
    for (const fact of jsonLdFacts(jsonLdBlocksOf(page.html))) {
      checked += 1;
      if (!spellings(fact, locale).some((spelling) => twin.includes(spelling)))
        missing.push(`${page.path}: ${fact.key} ${JSON.stringify(fact.value)}`);
    }
  }
  expect(checked).toBeGreaterThan(800);
  expect(missing).toEqual([]);
});
