import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { pageLinkHeader } from '@/lib/urls/page-links';
import {
  internalTwinPath,
  parseTwinRequestPath,
  localizedPage,
  twinPath,
  type LocalizedPage,
} from '@/lib/urls/twin-paths';
import { getSiteConfig } from '@/lib/config/site-config';
import {
  cachedRoutePath,
  isCacheableListingPath,
  isInternalCachedPath,
} from '@/lib/pages/cacheable-listings';
import { prefersMarkdown } from '@/lib/http/accept';
import { varyWithAccept } from '@/lib/http/vary';
import { routing } from '@/lib/i18n/routing';
import { keepPercentSigns } from '@/lib/security/keep-percent-signs';
import { refusedPathResponse } from '@/lib/security/path-guard-response';

const nextIntlRouting = createMiddleware(routing);

/** next-intl's routing, with targets that keep a slug's encoded percent signs. */
function handleI18nRouting(request: NextRequest): NextResponse {
  return keepPercentSigns(nextIntlRouting(request), request.nextUrl.pathname);
}

/** Matched only so that their paths' encoding is checked (see the last matcher). */
const OUTSIDE_PAGE_ROUTING = /^\/(?:api|_next|_vercel)(?:\/|$)/;

/** Companion files that exist once per language, so next-intl maps them like pages. */
const LOCALIZED_COMPANION = /^(?:\/fr)?\/(?:llms\.txt|ai-content\.txt|llms\/category\/[^/]+)$/;

function rewriteToTwin(
  request: NextRequest,
  page: LocalizedPage,
  negotiated: boolean,
): NextResponse {
  const target = new URL(internalTwinPath(page) + request.nextUrl.search, request.url);
  const response = NextResponse.rewrite(target);
  response.headers.set('Vary', 'Accept');
  // Tells caches and clients which URL this representation has of its own.
  if (negotiated)
    response.headers.set(
      'Content-Location',
      twinPath(page.locale, page.pagePath) + request.nextUrl.search,
    );
  return response;
}

const REWRITE_HEADER = 'x-middleware-rewrite';

/** Points next-intl's answer (a rewrite or a pass-through, request headers kept) at another route. */
function retarget(request: NextRequest, response: NextResponse, routePath: string): void {
  response.headers.set(REWRITE_HEADER, new URL(routePath, request.url).href);
  response.headers.delete('x-middleware-next');
}

/**
 * A query-less GET or HEAD of a listing's first page goes to its ISR twin route under
 * app/[locale]/cached/ (lib/pages/cacheable-listings.ts); the internal route itself is a 404
 * from outside, whatever the query.
 */
function routeCacheableListing(
  request: NextRequest,
  response: NextResponse,
  page: LocalizedPage,
): void {
  // Any path the [...rest] route claims: the localized 404 page, with its 404 status.
  if (isInternalCachedPath(page.pagePath))
    return retarget(request, response, `/${page.locale}/404`);
  const cacheable =
    (request.method === 'GET' || request.method === 'HEAD') &&
    request.nextUrl.search === '' &&
    isCacheableListingPath(page.pagePath);
  if (!cacheable) return;
  // The route path next-intl chose (`/en/…` for an unprefixed English URL), encoding as it kept it.
  const routePath = new URL(response.headers.get(REWRITE_HEADER) ?? request.url).pathname;
  const cachedPath = cachedRoutePath(page.locale, routePath);
  if (cachedPath) retarget(request, response, cachedPath);
}

/**
 * Routing before any page renders:
 * - `/…/page.md` is the page's Markdown twin, served by the internal /md route;
 * - an HTML URL asked for with `Accept: text/markdown` (strictly preferred to text/html) gets
 *   the twin too, and every page answer says `Vary: Accept`;
 * - pages advertise their twin and llms.txt in a Link header;
 * - the first page of a listing, asked for without a query, is served by its ISR route;
 * - everything else is next-intl's locale routing (English unprefixed, French under /fr,
 *   unknown locales 404), companion files per language included.
 * Before all that, a path that is not valid percent-encoding is a 400 and an absurdly long one
 * a 404 (lib/security/path-guard.ts), wherever it points.
 */
export default function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const refused = refusedPathResponse(pathname);
  if (refused) return refused;
  if (OUTSIDE_PAGE_ROUTING.test(pathname)) return NextResponse.next();
  const twin = parseTwinRequestPath(pathname);
  if (twin) return rewriteToTwin(request, twin, false);
  if (pathname.endsWith('.md')) return handleI18nRouting(request);

  const response = handleI18nRouting(request);
  if (LOCALIZED_COMPANION.test(pathname) || (response.status >= 300 && response.status < 400))
    return response;

  const page = localizedPage(pathname);
  if (prefersMarkdown(request.headers.get('accept'))) return rewriteToTwin(request, page, true);
  routeCacheableListing(request, response, page);
  response.headers.set('Vary', varyWithAccept(response.headers.get('Vary')));
  response.headers.append('Link', pageLinkHeader(getSiteConfig().siteUrl, page));
  return response;
}

export const config = {
  matcher: [
    // Pages: everything but API routes, framework internals and files with an extension.
    '/((?!api|_next|_vercel|.*\\..*).*)',
    // Markdown twins.
    '/(.*\\.md)',
    // Per-language companion files (an /en prefix is redirected away, as for pages), and
    // business pages whose slug holds a dot.
    '/((?:en/|fr/)?(?:llms\\.txt|ai-content\\.txt|llms/category/.*|business/.*))',
    // Any other path with a percent sign (route handlers, static files), for the encoding
    // check: Next.js would answer a broken one with a 500. Real static paths never have one.
    '/(.*%.*)',
  ],
};
