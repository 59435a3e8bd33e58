import { expect, test, type Page } from '@playwright/test';
import { HOSTILE_UNLISTABLE_NAMES, HOSTILE_UNLISTABLE_SLUGS } from '../sample-api/hostile';
import { ODD_ARTICLE_SLUG, ODD_SLUG } from '../sample-api/hostile/odd-slugs';
import { startIsolatedSite, type IsolatedSite } from './support/isolated-site';

/*
 * The site against an API that lies and attacks (sample API `hostile` mode, set before the
 * site starts, so that neither its directory index, loaded at its start, nor any cache holds a
 * clean answer): every page type of the hostile businesses,
 * in both languages, answers 200 (404 only for what does not exist), runs no script from the
 * data, links nowhere with javascript:, and keeps every JSON-LD block valid. Its own sample API
 * and `next start` (isolated-site.ts), so the shared servers never see the fault.
 */

const enc = encodeURIComponent;
const EVIL = '/business/hostile-script-injection';
const WRONG = '/business/hostile-wrong-types';
const NULLS = '/business/hostile-nulls';
const ODD = `/business/${enc(ODD_SLUG)}`;
const MANY = '/business/hostile-thousands';

/** One browser load per page type, on the business whose data attacks that page hardest. */
const BROWSER_PAGES = [
  '/',
  EVIL,
  `${EVIL}/blog`,
  `${EVIL}/blog/evil-article`,
  `${EVIL}/faq`,
  `${EVIL}/reviews`,
  `${EVIL}/catalog`,
  `${EVIL}/catalog/evil-item`,
  `${EVIL}/documents`,
  `${EVIL}/documents/evil-document`,
  ODD,
  '/business/hostile-megabyte/blog/megabyte-article',
  `${MANY}/reviews`,
];

/** Every other page type of every hostile business: fetched, not rendered in a browser. */
const FETCHED_PAGES = [
  ...[
    '',
    '/blog',
    '/blog/real-article',
    '/faq',
    '/reviews',
    '/catalog',
    '/catalog/spaceship',
    '/documents',
    '/documents/7',
  ].map((p) => WRONG + p),
  ...['', '/blog', '/faq', '/reviews', '/catalog', '/documents'].map((p) => NULLS + p),
  ...[
    '/blog',
    `/blog/${enc(ODD_ARTICLE_SLUG)}`,
    '/faq',
    '/reviews',
    '/catalog',
    `/catalog/${enc('../item ?#')}`,
    '/documents',
    `/documents/${enc('../doc 1')}`,
  ].map((p) => ODD + p),
  ...[
    '/blog',
    '/blog/article-0',
    '/faq',
    '/catalog',
    '/catalog/item-0',
    '/documents',
    '/documents/doc-0',
  ].map((p) => MANY + p),
  `/business/${enc('crêperie-sœur-élodie')}`,
  '/business/hostile-megabyte',
  '/business/hostile-non-listed',
];

const TWINS = [
  '/index.md',
  `${EVIL}.md`,
  `${EVIL}/blog/evil-article.md`,
  `${EVIL}/faq.md`,
  `${EVIL}/reviews.md`,
  `${EVIL}/catalog.md`,
  `${EVIL}/catalog/evil-item.md`,
  `${EVIL}/documents/evil-document.md`,
  `${WRONG}/documents.md`,
  `${NULLS}/faq.md`,
  `${ODD}/blog/${enc(ODD_ARTICLE_SLUG)}.md`,
  `${MANY}/reviews.md`,
];

const COMPANIONS = ['/llms.txt', '/ai-content.txt', '/api/companies.json', '/sitemap.xml'];

const LOCALES = ['', '/fr'] as const;
const localized = (prefix: string, path: string) =>
  prefix && path === '/' ? prefix : prefix + path;

let site: IsolatedSite;

test.describe.configure({ mode: 'default', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = await startIsolatedSite({
    fault: { mode: 'hostile' },
  });
});

test.afterAll(async () => {
  await site?.stop();
});

/** What a page's DOM must never hold when its data is hostile. */
async function domViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const scriptUrl = /^(?:javascript|vbscript|data):/i;
    for (const element of Array.from(document.querySelectorAll('*'))) {
      for (const attribute of Array.from(element.attributes)) {
        const name = attribute.name.toLowerCase();
        if (name.startsWith('on')) problems.push(`${element.tagName} has ${name}`);
        // Browsers ignore whitespace and control characters in a scheme: so does this check.
        const value = attribute.value.replace(/[\u0000-\u0020]/g, '');
        if (
          ['href', 'src', 'action', 'formaction', 'xlink:href', 'srcset', 'poster'].includes(
            name,
          ) &&
          scriptUrl.test(value)
        ) {
          problems.push(`${element.tagName} ${name}=${attribute.value.slice(0, 60)}`);
        }
      }
    }
    for (const tag of ['iframe', 'object', 'embed', 'base', 'frame', 'marquee']) {
      if (document.querySelector(tag)) problems.push(`a <${tag}> element`);
    }
    for (const form of Array.from(document.forms)) {
      if (new URL(form.action, location.href).origin !== location.origin)
        problems.push(`form posting to ${form.action}`);
    }
    if ((window as unknown as { __pwned?: unknown }).__pwned !== undefined)
      problems.push('window.__pwned was set');
    return problems;
  });
}

/** Every JSON-LD block parses, and none could have closed its script element early. */
function expectValidJsonLd(blocks: string[], where: string): void {
  for (const block of blocks) {
    expect(block, where).not.toMatch(/<\/script/i);
    expect(() => JSON.parse(block), `${where}: JSON-LD parses`).not.toThrow();
  }
}

function jsonLdInHtml(html: string): string[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => match[1] ?? '',
  );
}

// First, before any render has put the odd business's answers in the data cache.
test('an odd slug from the data never reaches another upstream endpoint', async ({ request }) => {
  await site.resetUpstreamStats();
  // A page number and a search nobody asked for yet: answers no cache can hold.
  const nonce = (Date.now() % 9_000) + 2;
  const paths = [
    `/api/businesses/${enc(ODD_SLUG)}/reviews?page=${nonce}`,
    `/api/businesses/${enc(ODD_SLUG)}/catalog?q=odd${nonce}`,
  ];
  for (const path of paths)
    expect((await request.get(site.siteUrl + path)).status(), path).toBe(200);
  const stats = (await (await fetch(`${site.apiUrl}/__control/stats`)).json()) as {
    byPath: Record<string, number>;
  };
  const odd = `/index/directory-business/${enc(ODD_SLUG)}`;
  const upstream = Object.keys(stats.byPath);
  expect(upstream).toEqual(expect.arrayContaining([`${odd}/reviews`, `${odd}/catalog/items`]));
  for (const path of upstream)
    expect([odd, `${odd}/reviews`, `${odd}/catalog/items`], path).toContain(path);
});

test('words and addresses of any length break inside a 320 px screen', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 320, height: 640 } });
  const page = await context.newPage();
  for (const path of [
    '/business/hostile-megabyte',
    '/business/hostile-megabyte/blog/megabyte-article',
    EVIL,
    `${EVIL}/blog/evil-article`,
    `${EVIL}/faq`,
    `${EVIL}/reviews`,
    `${EVIL}/catalog`,
    `${EVIL}/catalog/evil-item`,
    `${EVIL}/documents`,
    `${EVIL}/documents/evil-document`,
  ]) {
    await page.goto(site.siteUrl + path, { waitUntil: 'load' });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      path,
    ).toBeLessThanOrEqual(320);
  }
  await context.close();
});

test('a document whose file is a javascript: or data: URL links nothing and says its text alone is published', async ({
  page,
}) => {
  for (const path of [`${EVIL}/documents`, `${EVIL}/documents/evil-document`]) {
    await page.goto(site.siteUrl + path);
    await expect(page.getByTestId('document-no-file'), path).toContainText(
      'The directory publishes this document’s text only',
    );
    await expect(page.getByTestId('document-download'), path).toHaveCount(0);
  }
  const twin = await (await page.request.get(`${site.siteUrl}${EVIL}/documents.md`)).text();
  expect(twin).toContain('The directory publishes this document’s text only');
  expect(twin).not.toMatch(/javascript:|data:text/i);
});

for (const prefix of LOCALES) {
  test(`pages render hostile data as inert text (${prefix || 'en'})`, async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(`${page.url()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
    for (const path of BROWSER_PAGES) {
      const url = site.siteUrl + localized(prefix, path);
      const response = await page.goto(url, { waitUntil: 'load' });
      expect(response?.status(), url).toBe(200);
      // Lazy images and hydration get their chance to misbehave.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      expect(await domViolations(page), url).toEqual([]);
      expectValidJsonLd(
        await page.locator('script[type="application/ld+json"]').allTextContents(),
        url,
      );
    }
    expect(dialogs).toEqual([]);
  });

  test(`every other hostile page answers 200 with safe links and valid JSON-LD (${prefix || 'en'})`, async ({
    request,
  }) => {
    for (const path of FETCHED_PAGES) {
      const url = site.siteUrl + localized(prefix, path);
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      const html = await response.text();
      expect(html, url).not.toMatch(/\s(?:href|src|action)="\s*(?:javascript|vbscript|data):/i);
      expect(html, url).not.toMatch(/<(?:iframe|object|embed|base)\b/i);
      expectValidJsonLd(jsonLdInHtml(html), url);
    }
    expect(
      (await request.get(site.siteUrl + localized(prefix, '/business/hostile-hidden'))).status(),
    ).toBe(404);
  });

  test(`twins and companion files stay inert and list only PUBLIC businesses (${prefix || 'en'})`, async ({
    request,
  }) => {
    for (const path of TWINS) {
      const url = site.siteUrl + localized(prefix, path);
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      // Code is inert wherever Markdown is rendered: only the text around it is checked.
      const prose = (await response.text())
        .replace(/^(```+|~~~+)[\s\S]*?^\1/gm, '')
        .replace(/`[^`\n]*`/g, '');
      expect(prose, url).not.toMatch(/\]\(\s*<?\s*(?:javascript|vbscript|data):/i);
      // A backslash-escaped `\<script\>` is text in Markdown.
      expect(prose, url).not.toMatch(/(?<!\\)<(?:script|iframe|img|a|svg|div|form)\b/i);
    }
    const listings = [
      localized(prefix, '/'),
      ...COMPANIONS.map((path) =>
        path.startsWith('/api') || path.startsWith('/sitemap') ? path : localized(prefix, path),
      ),
    ];
    for (const path of listings) {
      const response = await request.get(site.siteUrl + path);
      expect(response.status(), path).toBe(200);
      const body = await response.text();
      for (const name of [...HOSTILE_UNLISTABLE_NAMES, ...HOSTILE_UNLISTABLE_SLUGS]) {
        expect(body, `${path} lists ${name}`).not.toContain(name);
      }
      // The home page may page or group businesses; the companion files list them all.
      if (path !== localized(prefix, '/')) expect(body, path).toContain('hostile-script-injection');
      if (path.endsWith('.json')) expect(() => JSON.parse(body)).not.toThrow();
    }
  });
}
