/**
 * The page types the bench measures. Warm figures use the hand-written businesses of the sample
 * API (the richest pages); cold figures use a synthetic business per page type, one that no
 * earlier request of the run has touched.
 */

export type PageTypeId =
  | 'about'
  | 'home'
  | 'category'
  | 'profile'
  | 'catalog'
  | 'reviews'
  | 'blog'
  | 'faq'
  | 'documents'
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
  /** Measured cold too (default); the MCP call is measured warm only. */
  cold?: boolean;
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

/**
 * A request that loads the framework and shared code of a listing page type without touching
 * the directory listing, so that its cold figure is the first load of the data. It cannot be
 * the same route in French: the French directory index is built from the English one (category
 * keys), so `/fr` or `/fr/llms.txt` would load the English listing and leave nothing cold.
 * The route's own module still loads during the measured request.
 */
export function primerFor(id: PageTypeId): string {
  return id === 'home' || id === 'category' ? '/about' : '/robots.txt';
}
