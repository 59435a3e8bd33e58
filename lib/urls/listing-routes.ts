import { PAGE_SEGMENT, pageHref } from '@/lib/paging/page-window';
import { parsePageNumber } from './query-params';

/*
 * How a listing's URL reaches its route. A listing (home, category, city, a business's
 * reviews, catalog and documents) pages by path: `{list}` is page 1 and `{list}/page/N` page N,
 * both served by the list's `page/[n]` route, an ISR page cached by Next and any CDN. A filtered
 * view (`/?q=…`, `catalog?type=…`) is a query on the list's own route, rendered per request.
 *
 * Pure string functions on locale-less paths as sent (percent-encoding untouched): proxy.ts
 * runs them on every request.
 */

const LISTING =
  /^\/(?:|events|(?:category|city)\/[^/]+|business\/[^/]+\/(?:reviews|catalog|documents))$/;
const LATER_PAGE = new RegExp(`^(.*)/${PAGE_SEGMENT}/([^/]+)$`);

/**
 * The cached route of every listing's pages, as revalidatePath names routes, and of their
 * Markdown twins: they read the in-memory directory index rather than tagged API data, so a
 * revalidation must name them.
 */
export const LISTING_PAGE_ROUTES = [
  '/[locale]/page/[n]',
  '/[locale]/category/[categorySlug]/page/[n]',
  '/[locale]/city/[citySlug]/page/[n]',
  '/[locale]/business/[slug]/reviews/page/[n]',
  '/[locale]/business/[slug]/catalog/page/[n]',
  '/[locale]/business/[slug]/documents/page/[n]',
] as const;

export const LISTING_TWIN_ROUTES = [
  '/md/[locale]/page/[n]',
  '/md/[locale]/category/[key]/page/[n]',
  '/md/[locale]/city/[key]/page/[n]',
  '/md/[locale]/business/[slug]/reviews/page/[n]',
  '/md/[locale]/business/[slug]/catalog/page/[n]',
  '/md/[locale]/business/[slug]/documents/page/[n]',
] as const;

/** The query parameters that filter a listing; any other parameter changes nothing on it. */
function filterParameters(basePath: string): readonly string[] {
  if (basePath === '/') return ['q', 'category', 'city', 'region', 'verified', 'sort'];
  if (basePath.endsWith('/catalog')) return ['type', 'q', 'sort', 'instock', 'tag'];
  if (basePath.endsWith('/reviews')) return ['sort', 'stars'];
  if (basePath === '/events') return ['city', 'category'];
  return [];
}

/** Whether a locale-less path (no query; '/' for home) is a listing's first page. */
export function isListingPath(pagePath: string): boolean {
  return LISTING.test(pagePath);
}

/** A listing's later page, `{list}/page/{n}`, split; null for any other path. */
export function splitListingPage(pagePath: string): { basePath: string; page: string } | null {
  const match = LATER_PAGE.exec(pagePath);
  if (!match) return null;
  const basePath = match[1] || '/';
  return isListingPath(basePath) ? { basePath, page: match[2] ?? '' } : null;
}

export type ListingRoute =
  /** A permanent redirect to this locale-less href (the canonical URL of the same page). */
  | { redirect: string }
  /** Served by this locale-less route path, the request's query kept. */
  | { rewrite: string }
  | null;

function withQuery(href: string, query: URLSearchParams): string {
  const search = query.toString();
  if (search === '') return href;
  return `${href}${href.includes('?') ? '&' : '?'}${search}`;
}

/**
 * Where a GET of `pagePath` + `search` goes: `{list}?page=N` (the URLs of old) and
 * `{list}/page/1` redirect to the page's path; an unfiltered `{list}` is served by its
 * `page/1` route; a filtered view and everything else are left to the route they name.
 */
export function routeListing(pagePath: string, search: string): ListingRoute {
  const query = new URLSearchParams(search);
  const later = splitListingPage(pagePath);
  if (later) return later.page === '1' ? { redirect: withQuery(later.basePath, query) } : null;
  if (!isListingPath(pagePath)) return null;
  const filters = filterParameters(pagePath);
  if (filters.some((name) => (query.get(name) ?? '').trim() !== '')) return null;
  if (query.has('page')) {
    const page = parsePageNumber(query.get('page') ?? undefined);
    query.delete('page');
    // Empty filters (a form sent with nothing in it) say nothing: dropped with the old page.
    for (const name of filters) query.delete(name);
    return { redirect: withQuery(pageHref(pagePath, page), query) };
  }
  return { rewrite: `${pagePath === '/' ? '' : pagePath}/${PAGE_SEGMENT}/1` };
}
