import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { parseLlmsTxt } from '../lib/llms/testing/parse-llms-txt';
import { SITE_URL, API_URL } from './helpers';
import { waitForContentSync } from './support/content-sync-done';
import { expectValidSitemap } from './support/sitemap-schema';
import { startIsolatedSite } from './support/isolated-site';

/*
 * The companion files for crawlers and LLM agents, over HTTP against the production build and
 * the sample API. Expected content is read from the sample API itself, so the tests check that
 * every business and page is there rather than restating the sample data.
 */

const LOCALES = ['en', 'fr'] as const;
type Locale = (typeof LOCALES)[number];
const RICH = 'boulangerie-du-plateau';
const LICENSE_URL = 'https://opendatacommons.org/licenses/by/1-0/';
const DIRECTORY = 'Open Business Directory';

interface ApiBusiness {
  slug: string;
  businessName: string;
  description: string;
  updatedAt: string;
  visibility: string;
}

async function api<T>(apiPath: string, lang: Locale = 'en'): Promise<T> {
  const separator = apiPath.includes('?') ? '&' : '?';
  const response = await fetch(`${API_URL}${apiPath}${separator}lang=${lang}`);
  expect(response.status, apiPath).toBe(200);
  return (await response.json()) as T;
}

async function publicBusinesses(lang: Locale = 'en'): Promise<ApiBusiness[]> {
  const { data } = await api<{ data: ApiBusiness[] }>('/index/directory-businesses', lang);
  return data.filter((business) => business.visibility === 'PUBLIC');
}

function attribution(slug: string): string {
  return `Source: ${DIRECTORY} — ${SITE_URL}/business/${slug}`;
}

/** A URL the site wrote with its configured address, as a path this test server answers. */
function local(url: string): string {
  expect(url.startsWith(SITE_URL), url).toBe(true);
  return url.slice(SITE_URL.length) || '/';
}

function prefix(locale: Locale): string {
  return locale === 'fr' ? '/fr' : '';
}

/** Markdown as text: escapes and code-span ticks removed, so API text can be looked for in it. */
function plain(markdown: string): string {
  return markdown.replace(/\\([!-/:-@[-`{-~])/g, '$1').replace(/`+/g, '');
}

function expectCacheable(response: APIResponse) {
  const cacheControl = response.headers()['cache-control'] ?? '';
  const maxAge = Number(/(?:^|[ ,])max-age=(\d+)/.exec(cacheControl)?.[1] ?? 0);
  expect(maxAge, cacheControl).toBeGreaterThanOrEqual(300);
  expect(cacheControl).toMatch(/stale-while-revalidate=\d+/);
}

function varyFields(response: APIResponse): string[] {
  return (response.headers()['vary'] ?? '').split(',').map((field) => field.trim().toLowerCase());
}

async function getText(request: APIRequestContext, url: string, headers?: Record<string, string>) {
  const response = await request.get(url, { headers });
  return { response, text: await response.text() };
}

test.describe('llms.txt', () => {
  for (const locale of LOCALES) {
    test(`${prefix(locale)}/llms.txt follows llmstxt.org, lists every business, and every link answers 200 (${locale})`, async ({
      request,
    }) => {
      const { response, text } = await getText(request, `${prefix(locale)}/llms.txt`);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
      expectCacheable(response);

      const llms = parseLlmsTxt(text);
      expect(llms.title).toBe(DIRECTORY);
      expect(llms.summary).toContain('ODC-By-1.0');
      expect(llms.summary).toContain(LICENSE_URL);
      expect(llms.summary).toContain(`Source: ${DIRECTORY} — ${SITE_URL}/business/{slug}`);
      expect(llms.details).toContain(`${SITE_URL}/business/{slug}`);
      expect(llms.sections.at(-1)?.name).toBe('Optional');
      if (locale === 'fr') expect(llms.summary).toContain('répertoire public et bilingue');

      const businesses = await publicBusinesses(locale);
      const listed = llms.sections[0]?.links ?? [];
      expect(listed.map((link) => link.url)).toEqual(
        businesses.map((business) => `${SITE_URL}${prefix(locale)}/business/${business.slug}.md`),
      );
      expect(listed.map((link) => link.title)).toEqual(
        businesses.map((business) => business.businessName),
      );
      for (const link of listed) expect(link.notes ?? '', link.url).not.toBe('');

      const links = llms.sections.flatMap((section) => section.links);
      for (const link of links) {
        const answer = await request.get(local(link.url));
        expect(answer.status(), link.url).toBe(200);
        if (link.url.endsWith('.md'))
          expect(answer.headers()['content-type'], link.url).toBe('text/markdown; charset=utf-8');
      }
    });
  }

  test('an /en prefix is redirected to the unprefixed file, an unknown locale is 404', async ({
    request,
  }) => {
    const redirected = await request.get('/en/llms.txt', { maxRedirects: 0 });
    expect(redirected.status()).toBeGreaterThanOrEqual(300);
    expect(redirected.status()).toBeLessThan(400);
    expect(redirected.headers()['location']).toMatch(/\/llms\.txt$/);
    expect((await request.get('/de/llms.txt')).status()).toBe(404);
    // This directory is small enough to be listed whole: no per-category files.
    expect((await request.get('/llms/category/bakery.txt')).status()).toBe(404);
  });
});

test.describe('ai-content.txt', () => {
  for (const locale of LOCALES) {
    test(`holds every business with its attribution line, canonical URL and enriched content (${locale})`, async ({
      request,
    }) => {
      const { response, text } = await getText(request, `${prefix(locale)}/ai-content.txt`);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
      expectCacheable(response);
      // Streamed: the length is not known when the headers leave.
      expect(response.headers()['content-length']).toBeUndefined();

      const businesses = await publicBusinesses(locale);
      let last = -1;
      for (const business of businesses) {
        const at = text.indexOf(attribution(business.slug));
        expect(at, business.slug).toBeGreaterThan(last);
        last = at;
        expect(text).toContain(business.businessName);
      }
      const faq = await api<{ categories: { questions: { question: string }[] }[] }>(
        `/index/directory-business/${RICH}/faq`,
        locale,
      );
      expect(text).toContain(faq.categories[0]?.questions[0]?.question ?? '—');
      const items = await api<{ items: { label: string }[]; total: number }>(
        `/index/directory-business/${RICH}/catalog/items?limit=100`,
        locale,
      );
      for (const item of items.items) expect(text).toContain(item.label);
      const documents = await api<{ data: { label: string }[] }>(
        `/index/directory-business/${RICH}/documents?limit=100`,
        locale,
      );
      for (const document of documents.data) expect(text).toContain(document.label);
    });
  }
});

interface SitemapUrl {
  loc: string;
  lastmod: string | null;
  alternates: Record<string, string>;
}

function parseUrlset(xml: string): SitemapUrl[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = '']) => ({
    loc: /<loc>(.*?)<\/loc>/.exec(body)?.[1] ?? '',
    lastmod: /<lastmod>(.*?)<\/lastmod>/.exec(body)?.[1] ?? null,
    alternates: Object.fromEntries(
      [...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
        ([, lang, href]) => [lang, href],
      ),
    ),
  }));
}

test.describe('sitemap.xml', () => {
  test('is a valid sitemaps.org urlset listing every page of every business in both languages', async ({
    request,
  }) => {
    const { response, text } = await getText(request, '/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/xml; charset=utf-8');
    expectCacheable(response);
    expect(text).toContain('<urlset');
    expect(text).toContain(
      `<!-- ${DIRECTORY}: open data under ODC-By-1.0 (${LICENSE_URL}). Attribution: Source: ${DIRECTORY} — ${SITE_URL}/business/{slug} -->`,
    );
    expectValidSitemap(text, 'urlset.xsd');

    const urls = parseUrlset(text);
    const byLoc = new Map(urls.map((url) => [url.loc, url]));
    expect(byLoc.size).toBe(urls.length);
    const expectPage = (pagePath: string) => {
      for (const locale of LOCALES) {
        const loc = `${SITE_URL}${locale === 'fr' ? (pagePath === '/' ? '/fr' : `/fr${pagePath}`) : pagePath}`;
        expect(byLoc.has(loc), loc).toBe(true);
      }
    };
    expectPage('/');
    expectPage('/events');
    expectPage('/about');
    expectPage('/developers');
    for (const business of await publicBusinesses()) {
      expectPage(`/business/${business.slug}`);
      const profile = byLoc.get(`${SITE_URL}/business/${business.slug}`);
      expect(Date.parse(profile?.lastmod ?? '')).toBe(Date.parse(business.updatedAt));
    }

    const base = `/business/${RICH}`;
    for (const section of ['blog', 'faq', 'reviews', 'catalog', 'documents'])
      expectPage(`${base}/${section}`);
    const { articles } = await api<{ articles: { slug: string; updatedAt: string }[] }>(
      `/index/directory-business/${RICH}/blog/articles`,
    );
    for (const article of articles) {
      expectPage(`${base}/blog/${article.slug}`);
      expect(Date.parse(byLoc.get(`${SITE_URL}${base}/blog/${article.slug}`)?.lastmod ?? '')).toBe(
        Date.parse(article.updatedAt),
      );
    }
    const { items } = await api<{ items: { itemSlug: string }[] }>(
      `/index/directory-business/${RICH}/catalog/items?limit=100`,
    );
    for (const item of items) expectPage(`${base}/catalog/${encodeURIComponent(item.itemSlug)}`);
    const documents = await api<{ data: { id: string; slug: string | null; updatedAt: string }[] }>(
      `/index/directory-business/${RICH}/documents?limit=100`,
    );
    for (const document of documents.data) {
      const documentPath = `${base}/documents/${encodeURIComponent(document.slug ?? document.id)}`;
      expectPage(documentPath);
      expect(Date.parse(byLoc.get(`${SITE_URL}${documentPath}`)?.lastmod ?? '')).toBe(
        Date.parse(document.updatedAt),
      );
    }
  });

  test('gives every URL reciprocal en, fr and x-default alternates', async ({ request }) => {
    const urls = parseUrlset(await (await request.get('/sitemap.xml')).text());
    const byLoc = new Map(urls.map((url) => [url.loc, url]));
    expect(urls.length).toBeGreaterThan(20);
    for (const url of urls) {
      expect(Object.keys(url.alternates).sort(), url.loc).toEqual(['en', 'fr', 'x-default']);
      expect(Object.values(url.alternates), url.loc).toContain(url.loc);
      expect(url.alternates['x-default']).toBe(url.alternates.en);
      for (const href of Object.values(url.alternates)) {
        // Each alternate is itself listed, and points back with the same set.
        expect(byLoc.get(href)?.alternates, `${url.loc} → ${href}`).toEqual(url.alternates);
      }
    }
  });

  test('numbered sitemap files do not exist while one file holds everything', async ({
    request,
  }) => {
    expect((await request.get('/sitemaps/1.xml')).status()).toBe(404);
    expect((await request.get('/sitemaps/abc.xml')).status()).toBe(404);
  });
});

test.describe('open data', () => {
  test('companies.json holds exactly the listed businesses, with the license and attribution', async ({
    request,
  }) => {
    const response = await request.get('/api/companies.json');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/json; charset=utf-8');
    expectCacheable(response);
    const body = (await response.json()) as {
      license: string;
      licenseUrl: string;
      attribution: string;
      generatedAt: string;
      data: {
        slug: string;
        name: string;
        _citation: { source: string; canonicalUrl: string; license: string };
      }[];
    };
    expect(body.license).toBe('ODC-By-1.0');
    expect(body.licenseUrl).toBe(LICENSE_URL);
    expect(body.attribution).toBe(`Source: ${DIRECTORY} — ${SITE_URL}/business/{slug}`);
    expect(Number.isNaN(Date.parse(body.generatedAt))).toBe(false);
    const businesses = await publicBusinesses();
    expect(body.data.map((business) => business.slug)).toEqual(
      businesses.map((business) => business.slug),
    );
    expect(body.data.map((business) => business.name)).toEqual(
      businesses.map((business) => business.businessName),
    );
    for (const business of body.data) {
      expect(business._citation).toEqual({
        source: attribution(business.slug),
        canonicalUrl: `${SITE_URL}/business/${business.slug}`,
        license: 'ODC-By-1.0',
      });
    }
  });

  test('openapi.json is a valid OpenAPI 3.1 document whose server is the configured API', async ({
    request,
  }) => {
    const response = await request.get('/api/openapi.json');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/json; charset=utf-8');
    expectCacheable(response);
    const document = (await response.json()) as {
      openapi: string;
      servers: { url: string }[];
      paths: Record<string, unknown>;
    };
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(document.servers.map((server) => server.url)).toEqual([API_URL]);
    expect(Object.keys(document.paths)).toContain('/index/directory-businesses');
    // Redocly's structural rule checks the document against the OpenAPI 3.1 specification
    // (@redocly/openapi-core, the validator openapi-typescript itself runs on).
    const problems = await lintFromString({
      source: JSON.stringify(document),
      absoluteRef: `${SITE_URL}/api/openapi.json`,
      config: await createConfig({ rules: { struct: 'error' } }),
    });
    expect(
      problems.map((problem) => `${problem.message} at ${problem.location[0]?.pointer}`),
    ).toEqual([]);
  });

  test('the RFC 9727 api-catalog points to the OpenAPI description and the documentation', async ({
    request,
  }) => {
    const response = await request.get('/.well-known/api-catalog');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/linkset+json; charset=utf-8');
    expectCacheable(response);
    const catalog = (await response.json()) as {
      linkset: {
        anchor: string;
        item?: { href: string }[];
        'service-desc'?: { href: string }[];
        'service-doc'?: { href: string }[];
      }[];
    };
    expect(catalog.linkset[0]).toEqual({
      anchor: `${SITE_URL}/.well-known/api-catalog`,
      // The Directory API and the site's own MCP server.
      item: [{ href: API_URL }, { href: `${SITE_URL}/api` }, { href: `${SITE_URL}/mcp` }],
    });
    const apiLinks = catalog.linkset.find((entry) => entry.anchor === API_URL);
    expect(apiLinks?.['service-desc']?.map((link) => link.href)).toEqual([
      `${SITE_URL}/api/openapi.json`,
    ]);
    expect(apiLinks?.['service-doc']?.map((link) => link.href)).toEqual([
      `${SITE_URL}/developers#api`,
      `${SITE_URL}/fr/developers#api`,
    ]);
    for (const link of [
      ...(apiLinks?.['service-desc'] ?? []),
      ...(apiLinks?.['service-doc'] ?? []),
    ]) {
      expect((await request.get(local(link.href))).status(), link.href).toBe(200);
    }
  });

  test('robots.txt allows crawling, names the sitemap and states the AI-usage preferences', async ({
    request,
  }) => {
    const { response, text } = await getText(request, '/robots.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
    expectCacheable(response);
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Allow: \/$/m);
    expect(text).not.toMatch(/^Disallow: \/$/m);
    expect(text).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
    expect(text).toMatch(/^Content-Signal: search=yes, ai-input=yes, ai-train=yes$/m);
    for (const agent of [
      'GPTBot',
      'ClaudeBot',
      'PerplexityBot',
      'Google-Extended',
      'CCBot',
      'Applebot-Extended',
    ]) {
      expect(text).toMatch(new RegExp(`^User-agent: ${agent}$`, 'm'));
    }
  });
});

interface TwinCase {
  name: string;
  pagePath: string;
  /** Text from the API the twin must hold. */
  expected: (locale: Locale) => Promise<string[]>;
}

const biz = `/index/directory-business/${RICH}`;

const TWINS: TwinCase[] = [
  {
    name: 'home',
    pagePath: '/',
    expected: async (locale) => (await publicBusinesses(locale)).map((b) => b.businessName),
  },
  {
    name: 'about',
    pagePath: '/about',
    expected: async () => ['ODC-By-1.0', `${SITE_URL}/business/example-business`],
  },
  {
    name: 'developers',
    pagePath: '/developers',
    expected: async () => [`${SITE_URL}/mcp`, `${SITE_URL}/api/companies.json`, 'get_business: '],
  },
  {
    name: 'profile',
    pagePath: `/business/${RICH}`,
    expected: async (locale) => [(await api<ApiBusiness>(biz, locale)).description],
  },
  {
    name: 'blog',
    pagePath: `/business/${RICH}/blog`,
    expected: async (locale) =>
      (await api<{ articles: { title: string }[] }>(`${biz}/blog/articles`, locale)).articles.map(
        (a) => a.title,
      ),
  },
  {
    name: 'article',
    pagePath: `/business/${RICH}/blog/{article}`,
    expected: async (locale) => {
      const { articles } = await api<{ articles: { slug: string }[] }>(
        `${biz}/blog/articles`,
        locale,
      );
      const article = await api<{ title: string }>(
        `${biz}/blog/articles/${articles[0]?.slug}`,
        locale,
      );
      return [article.title];
    },
  },
  {
    name: 'faq',
    pagePath: `/business/${RICH}/faq`,
    expected: async (locale) => {
      const faq = await api<{ categories: { questions: { question: string }[] }[] }>(
        `${biz}/faq`,
        locale,
      );
      return faq.categories.flatMap((category) =>
        category.questions.map((question) => question.question),
      );
    },
  },
  {
    name: 'reviews, page 2',
    pagePath: `/business/${RICH}/reviews/page/2`,
    expected: async (locale) =>
      (
        await api<{ reviews: { author: string }[] }>(`${biz}/reviews?page=2&limit=10`, locale)
      ).reviews.map((r) => r.author),
  },
  {
    name: 'catalog',
    pagePath: `/business/${RICH}/catalog`,
    expected: async (locale) =>
      (
        await api<{ items: { label: string }[] }>(`${biz}/catalog/items?limit=12`, locale)
      ).items.map((i) => i.label),
  },
  {
    name: 'catalog item',
    pagePath: `/business/${RICH}/catalog/{item}`,
    expected: async (locale) => {
      const { items } = await api<{ items: { itemSlug: string }[] }>(
        `${biz}/catalog/items?limit=1`,
        locale,
      );
      return [
        (await api<{ label: string }>(`${biz}/catalog/items/${items[0]?.itemSlug}`, locale)).label,
      ];
    },
  },
  {
    name: 'documents',
    pagePath: `/business/${RICH}/documents`,
    expected: async (locale) =>
      (await api<{ data: { label: string }[] }>(`${biz}/documents?limit=12`, locale)).data.map(
        (d) => d.label,
      ),
  },
  {
    name: 'document',
    pagePath: `/business/${RICH}/documents/{document}`,
    expected: async (locale) => {
      const { data } = await api<{ data: { slug: string | null; id: string }[] }>(
        `${biz}/documents?limit=1`,
        locale,
      );
      return [
        (await api<{ label: string }>(`${biz}/documents/${data[0]?.slug ?? data[0]?.id}`, locale))
          .label,
      ];
    },
  },
];

/** Fills {article}, {item} and {document} from the API. */
async function resolvePagePath(pagePath: string): Promise<string> {
  let resolved = pagePath;
  if (resolved.includes('{article}')) {
    const { articles } = await api<{ articles: { slug: string }[] }>(`${biz}/blog/articles`);
    resolved = resolved.replace('{article}', encodeURIComponent(articles[0]?.slug ?? ''));
  }
  if (resolved.includes('{item}')) {
    const { items } = await api<{ items: { itemSlug: string }[] }>(`${biz}/catalog/items?limit=1`);
    resolved = resolved.replace('{item}', encodeURIComponent(items[0]?.itemSlug ?? ''));
  }
  if (resolved.includes('{document}')) {
    const { data } = await api<{ data: { slug: string | null; id: string }[] }>(
      `${biz}/documents?limit=1`,
    );
    resolved = resolved.replace(
      '{document}',
      encodeURIComponent(data[0]?.slug ?? data[0]?.id ?? ''),
    );
  }
  return resolved;
}

function twinUrlOf(locale: Locale, pagePath: string): string {
  const [pathname = '', query] = pagePath.split('?');
  const twin = pathname === '/' ? `${prefix(locale)}/index.md` : `${prefix(locale)}${pathname}.md`;
  return query ? `${twin}?${query}` : twin;
}

function htmlUrlOf(locale: Locale, pagePath: string): string {
  if (pagePath === '/') return locale === 'fr' ? '/fr' : '/';
  return `${prefix(locale)}${pagePath}`;
}

test.describe('Markdown twins', () => {
  for (const twin of TWINS) {
    for (const locale of LOCALES) {
      test(`${twin.name} (${locale}): the page's text as Markdown, with canonical URL and attribution`, async ({
        request,
      }) => {
        const pagePath = await resolvePagePath(twin.pagePath);
        const { response, text } = await getText(request, twinUrlOf(locale, pagePath));
        expect(response.status()).toBe(200);
        expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
        expect(varyFields(response)).toContain('accept');
        expectCacheable(response);
        expect(text.startsWith('# ')).toBe(true);
        const canonical = `${SITE_URL}${htmlUrlOf(locale, pagePath.split('?')[0] ?? '/')}`;
        expect(text).toContain(
          locale === 'fr' ? `URL canonique : ${canonical}` : `Canonical URL: ${canonical}`,
        );
        if (pagePath.startsWith('/business/')) expect(text).toContain(attribution(RICH));
        else expect(text).toContain(`Source: ${DIRECTORY} — ${SITE_URL}/business/{slug}`);
        expect(text).toContain(LICENSE_URL);
        const readable = plain(text);
        for (const expected of await twin.expected(locale))
          expect(readable, expected).toContain(expected.trim());
      });
    }
  }

  test('a twin of something that does not exist is a Markdown 404', async ({ request }) => {
    for (const url of [
      '/business/no-such-business.md',
      `/fr/business/${RICH}/blog/no-such-article.md`,
      `/business/${RICH}/catalog/no-such-item.md`,
      `/business/${RICH}/documents/no-such-document.md`,
      `/business/${RICH}/nonsense.md`,
    ]) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(404);
      expect(response.headers()['content-type'], url).toBe('text/markdown; charset=utf-8');
    }
  });

  test('the internal twin route is not a public URL', async ({ request }) => {
    const response = await request.get(`/md/en/business/${RICH}`);
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toContain('text/html');
  });
});

test.describe('content negotiation and discovery', () => {
  const page = `/business/${RICH}`;

  test('an HTML URL asked for with Accept: text/markdown answers with the twin', async ({
    request,
  }) => {
    const twin = await request.get(`${page}.md`);
    for (const accept of [
      'text/markdown',
      'text/markdown, text/html;q=0.9',
      'text/html;q=0.5, text/markdown;q=0.8',
    ]) {
      const response = await request.get(page, { headers: { Accept: accept } });
      expect(response.status(), accept).toBe(200);
      expect(response.headers()['content-type'], accept).toBe('text/markdown; charset=utf-8');
      expect(varyFields(response), accept).toContain('accept');
      expect(response.headers()['content-location']).toBe(`${page}.md`);
      expect(await response.text()).toBe(await twin.text());
    }
    const french = await request.get('/fr', { headers: { Accept: 'text/markdown' } });
    expect(french.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    expect(await french.text()).toContain(`URL canonique : ${SITE_URL}/fr`);
  });

  test('browsers, wildcards and ties keep the HTML page, which says it varies on Accept', async ({
    request,
  }) => {
    for (const accept of [
      'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
      '*/*',
      'text/html, text/markdown',
      'text/markdown;q=0.5, text/html;q=0.9',
    ]) {
      const response = await request.get(page, { headers: { Accept: accept } });
      expect(response.status(), accept).toBe(200);
      expect(response.headers()['content-type'], accept).toContain('text/html');
      expect(varyFields(response), accept).toContain('accept');
    }
  });

  test('pages advertise their twin and llms.txt in the Link header', async ({ request }) => {
    for (const [url, twin, llms] of [
      [page, `${SITE_URL}${page}.md`, `${SITE_URL}/llms.txt`],
      [`/fr${page}/faq`, `${SITE_URL}/fr${page}/faq.md`, `${SITE_URL}/fr/llms.txt`],
      ['/', `${SITE_URL}/index.md`, `${SITE_URL}/llms.txt`],
    ] as const) {
      const response = await request.get(url);
      const link = response.headers()['link'] ?? '';
      expect(link, url).toContain(`<${twin}>; rel="alternate"; type="text/markdown"`);
      expect(link, url).toContain(`<${llms}>; rel="describedby"`);
    }
  });

  test('pages advertise their twin and llms.txt in the head', async ({ page: browser }) => {
    await browser.goto(`/fr${page}`);
    await expect(
      browser.locator('head link[rel="alternate"][type="text/markdown"]'),
    ).toHaveAttribute('href', `${SITE_URL}/fr${page}.md`);
    await expect(browser.locator('head link[rel="describedby"]')).toHaveAttribute(
      'href',
      `${SITE_URL}/fr/llms.txt`,
    );
  });
});

test("an item's twin names its attributes as the page does, with values, never as JSON", async ({
  request,
}) => {
  const path = '/fr/business/quincaillerie-rideau-hardware/catalog/cordless-drill-18v';
  const html = await (await request.get(path)).text();
  const table = html.slice(html.indexOf('data-testid="item-attributes"'));
  const labels = [
    ...table.slice(0, table.indexOf('</table>')).matchAll(/<th scope="row"[^>]*>([^<]+)<\/th>/g),
  ].map((match) => match[1] ?? '');
  expect(labels.length).toBeGreaterThan(1);
  const twin = await (await request.get(`${path}.md`)).text();
  for (const label of labels) expect(twin).toContain(`- ${label}:`);
  expect(twin).not.toMatch(/```json|\{"|\["/);
});

test("a document's twin links its file as the page does, http(s) only", async ({ request }) => {
  const path = '/business/boulangerie-du-plateau/documents/bread-menu-fall-2025';
  const html = await (await request.get(path)).text();
  const file = /<a href="(https?:[^"]+)" rel="nofollow noopener"[^>]*>Open the file/.exec(
    html,
  )?.[1];
  expect(file, 'the page links the file').toBeTruthy();
  const twin = await (await request.get(`${path}.md`)).text();
  expect(twin).toContain(`](${(file ?? '').replace(/&amp;/g, '&')})`);
  // The page's words, type and size included.
  expect(twin).toMatch(/\[Open the file \(PDF · 184\skB\)\]\(https?:/);
});

test.describe('ai-content.txt from the content index', () => {
  test.describe.configure({ mode: 'serial' });
  const SECTION = /\/(faq|blog|catalog|documents)(\/|$)/;

  /** ai-content.txt of a site of its own, and its upstream calls by kind per business. */
  async function aiContent(siteEnv: Record<string, string>, synced: boolean) {
    const site = await startIsolatedSite({ siteEnv });
    try {
      if (synced) await waitForContentSync(site.siteUrl);
      await site.resetUpstreamStats();
      const response = await fetch(`${site.siteUrl}/ai-content.txt`);
      expect(response.status).toBe(200);
      const text = (await response.text()).replace(/^Generated: .*$/m, '');
      const byPath = await site.upstreamRequestsByPath();
      const businesses = Number(/^Businesses: (\d+)$/m.exec(text)?.[1]);
      let sections = 0;
      let other = 0;
      for (const [pathname, count] of Object.entries(byPath)) {
        if (SECTION.test(pathname)) sections += count;
        else other += count;
      }
      return { text, businesses, sections, other };
    } finally {
      await site.stop();
    }
  }

  test('reads the sections of an indexed business from the index, and of any other from the API', async () => {
    test.setTimeout(300_000);
    const dirs = [0, 1].map(() => mkdtempSync(path.join(tmpdir(), 'ai-content-e2e-')));
    try {
      // No sync: no business is indexed, so every block reads its sections from the API.
      const before = await aiContent({ CONTENT_INDEX_DIR: dirs[0] as string }, false);
      const after = await aiContent(
        { CONTENT_INDEX_DIR: dirs[1] as string, CONTENT_SYNC: 'on' },
        true,
      );
      console.log(
        `ai-content.txt upstream calls per business: ` +
          `before ${(before.sections + before.other) / before.businesses} ` +
          `(${before.sections / before.businesses} section calls), ` +
          `after ${(after.sections + after.other) / after.businesses} ` +
          `(${after.sections / after.businesses} section calls)`,
      );
      expect(before.businesses).toBeGreaterThan(0);
      expect(before.sections).toBeGreaterThanOrEqual(4 * before.businesses);
      expect(after.sections).toBe(0);
      expect(after.text).toBe(before.text);
    } finally {
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    }
  });
});
