import type { ByDesign } from './by-design';
/**
 * The page types the bench measures. Warm figures use the hand-written businesses of the sample
 * API (the richest pages); cold figures use a synthetic business per page type, one that no
 * earlier request of the run has touched.
 */

export type PageTypeId =
  | 'about'
  | 'home'
  | 'category'
  | 'city'
  | 'search'
  | 'profile'
  | 'catalog'
  | 'catalog-item'
  | 'reviews'
  | 'blog'
  | 'article'
  | 'faq'
  | 'documents'
  | 'document'
  | 'not-found'
  | 'twin'
  | 'llms.txt'
  | 'sitemap.xml'
  | 'mcp';

export interface PageType {
  id: PageTypeId;
  /** The path of a given business (ignored by pages of the whole directory). */
  path(slug: string): string;
  /** Its Markdown twin, for HTML pages. */
  twin?(slug: string): string;
  /** The business of its warm figures. */
  warmSlug: string;
  /** Whether it is an HTML page (first-load JS, Lighthouse). */
  html: boolean;
  /** Its App Router route, as the build's route-bundle-stats.json names it (HTML pages). */
  route?: string;
  /** Warm throughput is measured (against About). */
  load: boolean;
  /** The page reads the whole listing (its cold figure needs a fresh server). */
  listing: boolean;
  /** Not a GET: the request every measurement sends (an MCP tool call). */
  request?: { method: 'POST'; body: string; headers: Record<string, string> };
  /**
   * Measured cold too (default). The MCP call is measured warm only; the pages of one article,
   * item or document, the search and the 404 only for size and Lighthouse (their names are the
   * hand-written businesses', which the sitemap's earlier fetches leave warm).
   */
  cold?: boolean;
  /** The status the page answers with (200 unless said; the 404 page's is 404). */
  status?: number;
  /** Lighthouse audits the page fails on purpose, each with the reason (bench/lib/by-design.ts). */
  byDesign?: ByDesign[];
}

/** One warm MCP tool call: the profile of the richest business, as an assistant asks it. */
const MCP_CALL = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'tools/call',
  params: { name: 'get_business', arguments: { slug: 'boulangerie-du-plateau', lang: 'en' } },
});

const RICH = 'boulangerie-du-plateau';
const CATALOG = 'quincaillerie-rideau-hardware';
// The route that serves each listing's unfiltered pages, its own URL included (page/1).
const L = '/[locale]';
const B = `${L}/business/[slug]`;
const business = (slug: string, section = '') => `/business/${encodeURIComponent(slug)}${section}`;

export const PAGE_TYPES: PageType[] = [
  {
    id: 'about',
    path: () => '/about',
    twin: () => '/about.md',
    warmSlug: RICH,
    html: true,
    route: `${L}/about`,
    load: true,
    listing: false,
  },
  {
    id: 'home',
    path: () => '/',
    twin: () => '/index.md',
    warmSlug: RICH,
    html: true,
    route: `${L}/page/[n]`,
    load: true,
    listing: true,
  },
  {
    id: 'category',
    path: () => '/category/bakery',
    twin: () => '/category/bakery.md',
    warmSlug: RICH,
    html: true,
    route: `${L}/category/[categorySlug]/page/[n]`,
    load: false,
    listing: true,
  },
  {
    id: 'city',
    path: () => '/city/montreal',
    twin: () => '/city/montreal.md',
    warmSlug: RICH,
    html: true,
    route: `${L}/city/[citySlug]/page/[n]`,
    load: false,
    listing: true,
  },
  {
    id: 'search',
    path: () => '/?q=bread',
    warmSlug: RICH,
    html: true,
    route: L,
    load: false,
    listing: true,
    cold: false,
    byDesign: [
      {
        audit: 'is-crawlable',
        why: 'a search result page is noindex, follow: its businesses are indexed through the listing pages',
      },
    ],
  },
  {
    id: 'profile',
    path: (s) => business(s),
    twin: (s) => `${business(s)}.md`,
    warmSlug: RICH,
    html: true,
    route: B,
    load: true,
    listing: false,
  },
  {
    id: 'catalog',
    path: (s) => business(s, '/catalog'),
    twin: (s) => business(s, '/catalog.md'),
    warmSlug: CATALOG,
    html: true,
    route: `${B}/catalog/page/[n]`,
    load: true,
    listing: false,
  },
  {
    id: 'catalog-item',
    path: (s) => business(s, '/catalog/cordless-drill-18v'),
    twin: (s) => business(s, '/catalog/cordless-drill-18v.md'),
    warmSlug: CATALOG,
    html: true,
    route: `${B}/catalog/[itemSlug]`,
    load: false,
    listing: false,
    cold: false,
  },
  {
    id: 'reviews',
    path: (s) => business(s, '/reviews'),
    twin: (s) => business(s, '/reviews.md'),
    warmSlug: RICH,
    html: true,
    route: `${B}/reviews/page/[n]`,
    load: true,
    listing: false,
  },
  {
    id: 'blog',
    path: (s) => business(s, '/blog'),
    twin: (s) => business(s, '/blog.md'),
    warmSlug: RICH,
    html: true,
    route: `${B}/blog`,
    load: false,
    listing: false,
  },
  {
    id: 'article',
    path: (s) => business(s, '/blog/why-we-bake-with-sourdough'),
    twin: (s) => business(s, '/blog/why-we-bake-with-sourdough.md'),
    warmSlug: RICH,
    html: true,
    route: `${B}/blog/[articleSlug]`,
    load: false,
    listing: false,
    cold: false,
  },
  {
    id: 'faq',
    path: (s) => business(s, '/faq'),
    twin: (s) => business(s, '/faq.md'),
    warmSlug: RICH,
    html: true,
    route: `${B}/faq`,
    load: false,
    listing: false,
  },
  {
    id: 'documents',
    path: (s) => business(s, '/documents'),
    twin: (s) => business(s, '/documents.md'),
    warmSlug: RICH,
    html: true,
    route: `${B}/documents/page/[n]`,
    load: false,
    listing: false,
  },
  {
    id: 'document',
    path: (s) => business(s, '/documents/bread-menu-fall-2025'),
    twin: (s) => business(s, '/documents/bread-menu-fall-2025.md'),
    warmSlug: RICH,
    html: true,
    route: `${B}/documents/[documentId]`,
    load: false,
    listing: false,
    cold: false,
  },
  {
    id: 'not-found',
    path: () => '/no-such-page',
    warmSlug: RICH,
    html: true,
    route: `${L}/[...rest]`,
    load: false,
    listing: false,
    cold: false,
    status: 404,
    byDesign: [
      { audit: 'http-status-code', why: 'the 404 page answers 404' },
      { audit: 'is-crawlable', why: 'Next marks every 404 noindex' },
      { audit: 'errors-in-console', why: 'the browser logs the document’s own 404 status' },
    ],
  },
  {
    id: 'twin',
    path: (s) => `${business(s)}.md`,
    warmSlug: RICH,
    html: false,
    load: true,
    listing: false,
  },
  {
    id: 'llms.txt',
    path: () => '/llms.txt',
    warmSlug: RICH,
    html: false,
    load: true,
    listing: true,
  },
  {
    id: 'sitemap.xml',
    path: () => '/sitemap.xml',
    warmSlug: RICH,
    html: false,
    load: true,
    listing: true,
  },
  {
    id: 'mcp',
    path: () => '/mcp',
    warmSlug: RICH,
    html: false,
    load: true,
    listing: false,
    cold: false,
    request: {
      method: 'POST',
      body: MCP_CALL,
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json, text/event-stream',
      },
    },
  },
];

/** A page's path in a language: English has no prefix, French is under /fr. */
export function localizedPath(path: string, locale: 'en' | 'fr'): string {
  if (locale === 'en') return path;
  return path === '/' || path.startsWith('/?') ? `/fr${path.slice(1)}` : `/fr${path}`;
}

/**
 * A request that loads the framework and shared code of a listing page type without touching
 * the directory listing, so that its cold figure is the first load of the data. It cannot be
 * the same route in French: the French directory index is built from the English one (category
 * keys), so `/fr` or `/fr/llms.txt` would load the English listing and leave nothing cold.
 * The route's own module still loads during the measured request.
 */
export function primerFor(id: PageTypeId): string {
  return id === 'home' || id === 'category' || id === 'city' ? '/about' : '/robots.txt';
}
