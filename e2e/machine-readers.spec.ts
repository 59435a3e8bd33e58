import { expect, test } from '@playwright/test';
import { nuErrors } from './support/nu-validator';
import { crawlSitemap, type CrawledPage } from './support/site-crawl';
import { structuredDataIssues } from './support/structured-data';

/*
 * Every page of the sample directory in both languages, read as third-party validators read it:
 * the W3C Nu checker over the HTML, Google's rich-result rules and the schema.org vocabulary
 * over the structured data. One crawl serves the whole file.
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
