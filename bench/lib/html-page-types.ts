import type { PageType } from './page-type';

/*
 * The HTML pages the bench measures, in the order of its report: the directory's pages, then
 * a business's, then the 404. Warm figures use the hand-written businesses of the sample API
 * (the richest pages).
 */

/** The richest hand-written business: the warm figures of most pages. */
export const RICH = 'boulangerie-du-plateau';
const CATALOG = 'quincaillerie-rideau-hardware';
// The route that serves each listing's unfiltered pages, its own URL included (page/1).
const L = '/[locale]';
const B = `${L}/business/[slug]`;
/** A business's page, or one of its sections. */
export const business = (slug: string, section = '') =>
  `/business/${encodeURIComponent(slug)}${section}`;

export const HTML_PAGE_TYPES: PageType[] = [
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
];
