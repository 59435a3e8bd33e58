import { describe, expect, it } from 'vitest';
import type { Business, CatalogItem, DocumentSummary, Paged } from '@/lib/api';
import { business as baseBusiness, paged } from '@/lib/markdown/testing/fixtures';
import { ListingIndexBuilder } from '@/lib/directory/listing-index';
import { MemoryDirectory } from '@/lib/directory/memory-directory';
import { businessPages, type BusinessSectionLoaders } from './business-pages';
import { rootSitemap, sitemapFile, type SitemapOptions, type SitemapSource } from './sitemap-files';
import {
  pageEntries,
  renderUrlset,
  splitEntries,
  SITEMAP_LIMITS,
  URLSET_FRAME_BYTES,
} from './urlset';
import { escapeXml } from './xml';

const SITE = 'https://d.example';

/** <url> elements of a urlset as {loc, lastmod, alternates}. */
function parseUrlset(xml: string) {
  return [...xml.matchAll(/<url>(.*?)<\/url>/g)].map(([, body = '']) => ({
    loc: /<loc>(.*?)<\/loc>/.exec(body)?.[1] ?? '',
    lastmod: /<lastmod>(.*?)<\/lastmod>/.exec(body)?.[1] ?? null,
    alternates: Object.fromEntries(
      [...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
        ([, lang, href]) => [lang, href],
      ),
    ),
  }));
}

function indexLocs(xml: string): string[] {
  return [...xml.matchAll(/<sitemap><loc>(.*?)<\/loc>/g)].map(([, loc = '']) => loc);
}

function makeBusiness(n: number): Business {
  return {
    ...baseBusiness,
    slug: `b${n}`,
    name: `B${n}`,
    updatedAt: `2025-01-${String((n % 28) + 1).padStart(2, '0')}T00:00:00.000Z`,
  };
}

const item = (slug: string): CatalogItem => ({
  id: slug,
  slug,
  label: slug,
  description: null,
  type: 'PRODUCT',
  unitPrice: null,
  unitMeasure: null,
  imageUrl: null,
  brand: null,
  tags: [],
  available: true,
  attributes: {},
});
const doc = (slug: string | null, id: string): DocumentSummary => ({
  id,
  slug,
  label: id,
  description: null,
  type: 'PDF',
  fileSize: null,
  thumbnailUrl: null,
  createdAt: '2024-12-01T00:00:00.000Z',
  updatedAt: '2025-02-02T00:00:00.000Z',
});

/** Each business: one article, 3 catalog items over 2 pages, one document; no FAQ, no reviews. */
const loaders: BusinessSectionLoaders = {
  listBlogArticles: async () => [
    {
      slug: 'post',
      title: 'Post',
      description: '',
      publishedAt: null,
      updatedAt: '2025-03-03T00:00:00.000Z',
    },
  ],
  getFaq: async () => null,
  countReviews: async () => 0,
  listCatalogItems: async (_slug, page): Promise<Paged<CatalogItem>> =>
    page === 1 ? paged([item('a&b'), item('c')], 1, 2, 3) : paged([item('d')], 2, 2, 3),
  listDocuments: async () => paged([doc(null, 'uuid-1')], 1, 100, 1),
};

/** The directory of `count` businesses, as the routes get it. */
function directoryOf(count: number): MemoryDirectory {
  const builder = new ListingIndexBuilder();
  for (let n = 1; n <= count; n += 1) builder.add(makeBusiness(n));
  return new MemoryDirectory(builder.build('en'));
}

function source(count: number): SitemapSource & { calls: number } {
  const directory = directoryOf(count);
  const result = {
    siteUrl: SITE,
    calls: 0,
    directory: async () => directory,
    businessPages: async (business: Pick<Business, 'slug' | 'updatedAt'>) => {
      result.calls += 1;
      return businessPages(business, loaders);
    },
  };
  return result;
}

const options = (overrides: Partial<SitemapOptions>): SitemapOptions => ({
  limits: SITEMAP_LIMITS,
  expandAllMaxBusinesses: 500,
  businessesPerFile: 2,
  concurrency: 2,
  ...overrides,
});

describe('sitemap XML', () => {
  it('escapes everything it inserts', () => {
    expect(escapeXml(`a&b<c>"d"'e'\u0001`)).toBe('a&amp;b&lt;c&gt;&quot;d&quot;&apos;e&apos;');
    const xml = renderUrlset(
      pageEntries({ path: '/business/a&b', lastmod: null }, 'https://d.example/?x=<y>'),
    );
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    expect(xml).toContain('https://d.example/?x=&lt;y&gt;/business/a&amp;b');
  });

  it('opens each file with the license notice as a well-formed comment', () => {
    const xml = renderUrlset([], 'Dir -- ODC-By-1.0 -');
    expect(xml).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<!-- Dir - - ODC-By-1\.0 - {2}-->\n<urlset /,
    );
  });

  it('gives every page both languages with reciprocal alternates', () => {
    const urls = parseUrlset(
      renderUrlset(
        pageEntries({ path: '/business/x/faq', lastmod: '2025-01-01T00:00:00.000Z' }, SITE),
      ),
    );
    expect(urls.map((u) => u.loc)).toEqual([`${SITE}/business/x/faq`, `${SITE}/fr/business/x/faq`]);
    for (const url of urls) {
      expect(url.alternates).toEqual({
        en: `${SITE}/business/x/faq`,
        fr: `${SITE}/fr/business/x/faq`,
        'x-default': `${SITE}/business/x/faq`,
      });
      expect(url.lastmod).toBe('2025-01-01T00:00:00.000Z');
    }
  });

  it('splits entries by count and by bytes', () => {
    const entries = Array.from({ length: 10 }, (_, n) => `<url><loc>${SITE}/${n}</loc></url>\n`);
    expect(splitEntries(entries, { maxUrls: 4, maxBytes: 1e9 }).map((f) => f.length)).toEqual([
      4, 4, 2,
    ]);
    const maxBytes = URLSET_FRAME_BYTES + 120;
    const bytes = splitEntries(entries, { maxUrls: 1e9, maxBytes });
    expect(bytes.length).toBeGreaterThan(2);
    expect(bytes.length).toBeLessThan(entries.length);
    // Even with the longest notice the frame makes room for.
    for (const file of bytes)
      expect(Buffer.byteLength(renderUrlset(file, 'x'.repeat(5_000)))).toBeLessThanOrEqual(
        maxBytes,
      );
    expect(bytes.flat()).toEqual(entries);
  });
});

describe('business pages', () => {
  it('lists the profile, non-empty sections and each sub-resource, with their own lastmod', async () => {
    const pages = await businessPages(makeBusiness(1), loaders);
    expect(pages.map((p) => p.path)).toEqual([
      '/business/b1',
      '/business/b1/blog',
      '/business/b1/blog/post',
      '/business/b1/catalog',
      '/business/b1/catalog/a%26b',
      '/business/b1/catalog/c',
      '/business/b1/catalog/d',
      '/business/b1/documents',
      '/business/b1/documents/uuid-1',
    ]);
    const lastmod = Object.fromEntries(pages.map((p) => [p.path, p.lastmod]));
    expect(lastmod['/business/b1']).toBe('2025-01-02T00:00:00.000Z');
    expect(lastmod['/business/b1/blog/post']).toBe('2025-03-03T00:00:00.000Z');
    expect(lastmod['/business/b1/documents/uuid-1']).toBe('2025-02-02T00:00:00.000Z');
  });

  it('keeps a failing section page but not its children', async () => {
    const pages = await businessPages(makeBusiness(1), {
      ...loaders,
      listCatalogItems: async () => {
        throw new Error('upstream 500');
      },
    });
    expect(pages.map((p) => p.path)).toContain('/business/b1/catalog');
    expect(pages.map((p) => p.path)).not.toContain('/business/b1/catalog/c');
  });
});

describe('sitemap files', () => {
  it('serves one urlset while everything fits', async () => {
    const xml = await rootSitemap(source(3), options({}));
    const locs = parseUrlset(xml).map((u) => u.loc);
    expect(xml).toContain('<urlset');
    // home + What's on + about + developers + 3 businesses × 9 pages, in two languages.
    expect(locs).toHaveLength((4 + 27) * 2);
    expect(locs).toContain(`${SITE}/`);
    expect(locs).toContain(`${SITE}/fr`);
    expect(locs).toContain(`${SITE}/developers`);
    expect(locs).toContain(`${SITE}/fr/developers`);
    expect(locs).toContain(`${SITE}/fr/business/b3/catalog/a%26b`);
    expect(await sitemapFile(source(3), 1, options({}))).toBeNull();
  });

  it('becomes an index of slices past the URL limit, covering every URL once', async () => {
    const opts = options({ limits: { maxUrls: 10, maxBytes: 1e9 } });
    const root = await rootSitemap(source(3), opts);
    const locs = indexLocs(root);
    expect(locs).toEqual([1, 2, 3, 4, 5, 6, 7].map((n) => `${SITE}/sitemaps/${n}.xml`));
    const all: string[] = [];
    for (let n = 1; n <= locs.length; n += 1) {
      const urls = parseUrlset((await sitemapFile(source(3), n, opts)) ?? '');
      expect(urls.length).toBeLessThanOrEqual(10);
      all.push(...urls.map((u) => u.loc));
    }
    // (home + What's on + about + developers + 3 businesses × 9 pages) × 2 languages.
    expect(all).toHaveLength(62);
    expect(new Set(all).size).toBe(62);
    expect(await sitemapFile(source(3), 8, opts)).toBeNull();
  });

  it('chunks a large directory by business without expanding it for the index', async () => {
    const opts = options({ expandAllMaxBusinesses: 4, businessesPerFile: 2 });
    const big = source(5);
    const root = await rootSitemap(big, opts);
    expect(indexLocs(root)).toEqual([1, 2, 3].map((n) => `${SITE}/sitemaps/${n}.xml`));
    expect(big.calls).toBe(0);
    const first = parseUrlset((await sitemapFile(big, 1, opts)) ?? '').map((u) => u.loc);
    expect(big.calls).toBe(2);
    expect(first).toContain(`${SITE}/about`);
    expect(first).toContain(`${SITE}/developers`);
    expect(first).toContain(`${SITE}/business/b2`);
    const last = parseUrlset((await sitemapFile(big, 3, opts)) ?? '').map((u) => u.loc);
    expect(last).toContain(`${SITE}/fr/business/b5/documents/uuid-1`);
    expect(last).not.toContain(`${SITE}/about`);
    expect(last).not.toContain(`${SITE}/developers`);
    expect(await sitemapFile(big, 4, opts)).toBeNull();
    expect(await sitemapFile(big, 0, opts)).toBeNull();
  });

  it('dates each chunk of a large directory by its latest business, and the home by the latest of all', async () => {
    const opts = options({ expandAllMaxBusinesses: 4, businessesPerFile: 2 });
    const root = await rootSitemap(source(5), opts);
    expect([...root.matchAll(/<lastmod>(.*?)<\/lastmod>/g)].map(([, date]) => date)).toEqual([
      '2025-01-03T00:00:00.000Z',
      '2025-01-05T00:00:00.000Z',
      '2025-01-06T00:00:00.000Z',
    ]);
    const first = parseUrlset((await sitemapFile(source(5), 1, opts)) ?? '');
    expect(first.find((u) => u.loc === `${SITE}/`)?.lastmod).toBe('2025-01-06T00:00:00.000Z');
  });

  it('lists the category and city pages with the home page, in both languages, in either regime', async () => {
    const withFacets = (count: number) => ({
      ...source(count),
      listingPages: async () => [
        { path: '/category/bakery', lastmod: '2025-01-02T00:00:00.000Z' },
        { path: '/city/montreal', lastmod: null },
      ],
    });
    const small = parseUrlset(await rootSitemap(withFacets(3), options({})));
    expect(small.map((u) => u.loc)).toEqual(
      expect.arrayContaining([
        `${SITE}/category/bakery`,
        `${SITE}/fr/category/bakery`,
        `${SITE}/city/montreal`,
        `${SITE}/fr/city/montreal`,
      ]),
    );
    const opts = options({ expandAllMaxBusinesses: 4, businessesPerFile: 2 });
    const first = parseUrlset((await sitemapFile(withFacets(5), 1, opts)) ?? '').map((u) => u.loc);
    expect(first).toContain(`${SITE}/fr/category/bakery`);
    const second = parseUrlset((await sitemapFile(withFacets(5), 2, opts)) ?? '').map((u) => u.loc);
    expect(second).not.toContain(`${SITE}/category/bakery`);
  });
});
