import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { pageLinkHeader } from '@/lib/urls/page-links';
import {
  internalTwinHref,
  parseTwinRequestPath,
  localizedPage,
  twinPath,
  type LocalizedPage,
} from '@/lib/urls/twin-paths';
import { getSiteConfig } from '@/lib/config/site-config';
import { rewriteToLocaleRoute } from '@/lib/i18n/locale-route-rewrite';
import { routeListing, type ListingRoute } from '@/lib/urls/listing-routes';
import { isRedirectResponse } from '@/lib/http/redirect-response';
import { localizedPath } from '@/lib/urls/paths';
import { prefersMarkdown } from '@/lib/http/accept';
import { varyWithAccept } from '@/lib/http/vary';
import { routing } from '@/lib/i18n/routing';
import { keepPercentSigns } from '@/lib/security/keep-percent-signs';
import { refusedPathResponse } from '@/lib/security/path-guard-response';

const nextIntlRouting = createMiddleware(routing);

/** next-intl's routing, with targets that keep a slug's encoded percent signs. */
function handleI18nRouting(request: NextRequest): NextResponse {
  return keepPercentSigns(request, nextIntlRouting(request));
}

/**
 * Matched only so that their paths' encoding is checked (see the last matcher): route handlers,
 * the share cards (og) and the generated home-screen icon, none of them a page of a language.
 */
const OUTSIDE_PAGE_ROUTING = /^\/(?:api|og|apple-icon|_next|_vercel)(?:\/|$)/;

/** Companion files that exist once per language, so next-intl maps them like pages. */
const LOCALIZED_COMPANION =
  /^(?:\/fr)?\/(?:llms\.txt|ai-content\.txt|events\.ics|llms\/category\/[^/]+|ai-content\/[^/]+)$/;

function permanentRedirect(request: NextRequest, href: string): NextResponse {
  return NextResponse.redirect(new URL(href, request.url), 308);
}

/** `listing`: how the page's own URL is routed (lib/urls/listing-routes.ts), worked out once. */
function rewriteToTwin(
  request: NextRequest,
  page: LocalizedPage,
  listing: ListingRoute,
  negotiated: boolean,
): NextResponse {
  const search = request.nextUrl.search;
  // A twin URL of old (`reviews.md?page=2`) goes where the page's own URL went.
  if (!negotiated && listing && 'redirect' in listing)
    return permanentRedirect(request, twinPath(page.locale, listing.redirect));
  const response = NextResponse.rewrite(
    new URL(internalTwinHref(page, search, listing), request.url),
  );
  response.headers.set('Vary', 'Accept');
  // Tells caches and clients which URL this representation has of its own.
  if (negotiated)
    response.headers.set('Content-Location', twinPath(page.locale, page.pagePath) + search);
  return response;
}

/**
 * Routing before any page renders:
 * - `/…/page.md` is the page's Markdown twin, served by the internal /md route;
 * - a listing pages by path (lib/urls/listing-routes.ts): its old `?page=N` URLs redirect there,
 *   and an unfiltered first page is served by the list's cached `page/[n]` route;
 * - an HTML URL asked for with `Accept: text/markdown` (strictly preferred to text/html) gets
 *   the twin too, and every page answer says `Vary: Accept`;
 * - pages advertise their twin and llms.txt in a Link header;
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
  if (twin)
    return rewriteToTwin(request, twin, routeListing(twin.pagePath, request.nextUrl.search), false);
  if (pathname.endsWith('.md')) return handleI18nRouting(request);

  const i18nResponse = handleI18nRouting(request);
  if (LOCALIZED_COMPANION.test(pathname) || isRedirectResponse(i18nResponse)) return i18nResponse;

  const page = localizedPage(pathname);
  const listing = routeListing(page.pagePath, request.nextUrl.search);
  if (listing && 'redirect' in listing)
    return permanentRedirect(request, localizedPath(page.locale, listing.redirect));
  if (prefersMarkdown(request.headers.get('accept')))
    return rewriteToTwin(request, page, listing, true);
  const response = listing
    ? rewriteToLocaleRoute(request, page.locale, listing.rewrite)
    : i18nResponse;
  response.headers.set('Vary', varyWithAccept(response.headers.get('Vary')));
  response.headers.append('Link', pageLinkHeader(getSiteConfig().siteUrl, page));
  return response;
}

export const config = {
  matcher: [
    // Pages: everything but API routes, the MCP endpoint, framework internals and files with
    // an extension.
    '/((?!api|mcp|_next|_vercel|.*\\..*).*)',
    // Markdown twins.
    '/(.*\\.md)',
    // Per-language companion files (What's on's calendar among them; an /en prefix is
    // redirected away, as for pages), and
    // business pages whose slug holds a dot.
    '/((?:en/|fr/)?(?:llms\\.txt|ai-content\\.txt|events\\.ics|llms/category/.*|ai-content/.*|business/.*))',
    // Any other path with a percent sign (route handlers, static files), for the encoding
    // check: Next.js would answer a broken one with a 500. Real static paths never have one.
    '/(.*%.*)',
  ],
};
