import { defaultLocale, type Locale } from '@/lib/i18n/routing';
import { routeListing, type ListingRoute } from './listing-routes';
import { absoluteUrl, localizedPath, splitLocale } from './paths';

/*
 * Where the Markdown twin of a page lives. Pure string functions: proxy.ts uses them on every
 * request, the renderers to link twins to each other. Paths here are as on the wire
 * (percent-encoded), without the locale prefix unless said otherwise.
 */

const TWIN_SUFFIX = '.md';
/** The internal prefix the proxy rewrites twin requests to: one route file per page type under app/md/[locale]/. */
const TWIN_ROUTE_PREFIX = '/md';
const HOME_TWIN = '/index.md';

export interface LocalizedPage {
  locale: Locale;
  /** The page's path without the locale prefix; '/' for the home page. */
  pagePath: string;
}

/**
 * `/business/x/faq` → `/fr/business/x/faq.md`; the home page's twin is `/index.md` (`/fr/index.md`).
 * A query stays a query: `/business/x/documents?page=2` → `/business/x/documents.md?page=2`.
 */
export function twinPath(locale: Locale, pagePath: string): string {
  const queryStart = pagePath.search(/[?#]/);
  const path = queryStart === -1 ? pagePath : pagePath.slice(0, queryStart);
  const query = queryStart === -1 ? '' : pagePath.slice(queryStart);
  if (path === '/' || path === '') return localizedPath(locale, '') + HOME_TWIN + query;
  return localizedPath(locale, path) + TWIN_SUFFIX + query;
}

export function twinUrl(siteUrl: string, locale: Locale, pagePath: string): string {
  return absoluteUrl(siteUrl, twinPath(locale, pagePath));
}

export function pageUrl(siteUrl: string, locale: Locale, pagePath: string): string {
  return absoluteUrl(siteUrl, localizedPath(locale, pagePath));
}

export function llmsTxtPath(locale: Locale): string {
  return localizedPath(locale, '/llms.txt');
}

/** `/fr/business/x` → {fr, /business/x}; `/fr` → {fr, /}; anything else is English. */
export function localizedPage(pathname: string): LocalizedPage {
  const { locale, path } = splitLocale(pathname);
  return { locale, pagePath: path || '/' };
}

/**
 * The page a twin request names, or null when the path is not a twin: `/business/x.md`,
 * `/fr/business/x/faq.md`, `/index.md`, `/fr/index.md`, `/about.md`.
 */
export function parseTwinRequestPath(pathname: string): LocalizedPage | null {
  if (!pathname.endsWith(TWIN_SUFFIX) || pathname.endsWith('/' + TWIN_SUFFIX)) return null;
  const withoutSuffix = pathname.slice(0, -TWIN_SUFFIX.length);
  const page = localizedPage(withoutSuffix);
  // An explicit /en prefix is not a URL the site serves (English is unprefixed).
  if (withoutSuffix === `/${defaultLocale}` || withoutSuffix.startsWith(`/${defaultLocale}/`))
    return null;
  if (page.pagePath === '/index') return { locale: page.locale, pagePath: '/' };
  if (page.pagePath === '/') return null;
  return page;
}

/** The internal route of a twin: `/md/fr/business/x/faq`, `/md/en` for the home page. */
export function internalTwinPath(page: LocalizedPage): string {
  return `${TWIN_ROUTE_PREFIX}/${page.locale}${page.pagePath === '/' ? '' : page.pagePath}`;
}

/**
 * The internal route and query of a twin request. A listing's twin pages as its HTML page does
 * (lib/urls/listing-routes.ts): an unfiltered first page is its list's cached `page/1` twin
 * route. (proxy.ts redirects the `?page=N` twins of old before it asks.)
 */
export function internalTwinHref(
  page: LocalizedPage,
  search: string,
  listing: ListingRoute = routeListing(page.pagePath, search),
): string {
  const pagePath = listing && 'rewrite' in listing ? listing.rewrite : page.pagePath;
  return internalTwinPath({ locale: page.locale, pagePath }) + search;
}
