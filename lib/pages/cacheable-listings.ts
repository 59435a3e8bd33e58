import type { Locale } from '@/lib/i18n/routing';

/*
 * The first page of a listing (home, category, city, a business's reviews, catalog and
 * documents) is what nearly every visit and every crawler asks for: no query at all. Those
 * pages read their query (`?page`, filters), which makes Next render them per request and
 * answer `Cache-Control: private, no-store`. So proxy.ts rewrites a query-less request for one
 * of them to a static twin route under app/[locale]/cached/, an ISR page that renders the same
 * component with an empty query; a request with a query keeps the per-request route.
 *
 * Pure string functions: proxy.ts runs them on every request. The internal path never shows:
 * Next 16 renders a rewritten page with the URL it was asked for (usePathname, so the language
 * switch, reads the public path; e2e/cacheable-listings.spec.ts checks it), and an internal
 * route is reached from one public URL only (up to percent-encoding), whose render it caches.
 */

/** The internal segment, after the locale. No public URL starts with it (see isInternalCachedPath). */
export const CACHED_SEGMENT = 'cached';

/**
 * The home page's internal route, `/{locale}/cached/home`: a dynamic segment of its own
 * (app/[locale]/cached/[home]) whose generateStaticParams returns nothing, since a page without
 * one would be prerendered at build time for every locale, with an API call.
 */
export const CACHED_HOME_SEGMENT = 'home';

const CACHEABLE_PAGE =
  /^\/(?:|(?:category|city)\/[^/]+|business\/[^/]+\/(?:reviews|catalog|documents))$/;
const INTERNAL_PREFIX = new RegExp(`^/${CACHED_SEGMENT}(?=/|$)`);

/** Whether a page path (locale stripped, no query; '/' for home) has a cached first page. */
export function isCacheableListingPath(pagePath: string): boolean {
  return CACHEABLE_PAGE.test(pagePath);
}

/** Whether a page path (locale stripped) names the internal route: never served from outside. */
export function isInternalCachedPath(pagePath: string): boolean {
  return INTERNAL_PREFIX.test(pagePath);
}

/**
 * The internal route of a page, from the route path next-intl chose (`/en/category/x`,
 * `/fr/business/x/reviews`, `/en` for the English home page): `/en/cached/category/x`,
 * `/en/cached/home`, or null for a route path outside that locale. The rest of the path is
 * kept as is, so its percent-encoding is untouched.
 */
export function cachedRoutePath(locale: Locale, routePath: string): string | null {
  const prefix = `/${locale}`;
  if (routePath === prefix || routePath === `${prefix}/`)
    return `${prefix}/${CACHED_SEGMENT}/${CACHED_HOME_SEGMENT}`;
  if (!routePath.startsWith(`${prefix}/`)) return null;
  return `${prefix}/${CACHED_SEGMENT}${routePath.slice(prefix.length)}`;
}

/** A route's query, as Next hands it to a page. */
export type RouteSearchParams = Record<string, string | string[] | undefined>;

/** The query of a cached first page: none. */
export function noQuery(): Promise<RouteSearchParams> {
  return Promise.resolve({});
}
