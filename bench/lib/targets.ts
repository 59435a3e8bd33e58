import { business, HTML_PAGE_TYPES, RICH } from './html-page-types';
import type { PageType, PageTypeId } from './page-type';

/**
 * The page types the bench measures: the HTML pages (html-page-types.ts), then what machines
 * read. Warm figures use the hand-written businesses of the sample API (the richest pages);
 * cold figures use a synthetic business per page type, one that no earlier request of the run
 * has touched.
 */

/** One warm MCP tool call: the profile of the richest business, as an assistant asks it. */
const MCP_CALL = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'tools/call',
  params: { name: 'get_business', arguments: { slug: RICH, lang: 'en' } },
});

export const PAGE_TYPES: PageType[] = [
  ...HTML_PAGE_TYPES,
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
