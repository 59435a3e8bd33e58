import type { NextRequest, NextResponse } from 'next/server';
import { isRedirectResponse } from '@/lib/http/redirect-response';
import { rewriteToLocaleRoute } from '@/lib/i18n/locale-route-rewrite';
import { defaultLocale } from '@/lib/i18n/routing';
import { localizedPage } from '@/lib/urls/twin-paths';

/*
 * next-intl's middleware routes on `decodeURI(pathname)` and builds its rewrite and redirect
 * targets from that decoded path. `decodeURI` turns `%25` back into a bare `%`, so a slug with
 * a percent sign (`/business/100%25`) is rewritten to `/en/business/100%`, which is no longer
 * valid percent-encoding: Next.js answers it with a 500, or, for `%2541`, decodes it a second
 * time into another slug. Every other escape survives (reserved ones are not decoded, the rest
 * are re-encoded by URL), so only paths holding `%25` need their targets rebuilt from the
 * path as it was sent.
 */

const DEFAULT_PREFIX = new RegExp(`^/${defaultLocale}(?=/|$)`);

/** next-intl's answer for `request`, with its target rebuilt where the path holds a `%25`. */
export function keepPercentSigns(request: NextRequest, response: NextResponse): NextResponse {
  const pathname = request.nextUrl.pathname;
  if (!/%25/i.test(pathname)) return response;
  if (!isRedirectResponse(response)) {
    // The same route, `/{locale}{page path}`, from the path as sent.
    const { locale, pagePath } = localizedPage(pathname);
    return rewriteToLocaleRoute(request, locale, pagePath);
  }
  const location = response.headers.get('location') ?? '';
  if (DEFAULT_PREFIX.test(pathname)) {
    // The one redirect next-intl makes here: an explicit /en prefix goes away.
    const target = new URL(location, 'http://placeholder');
    const path = pathname.replace(DEFAULT_PREFIX, '') || '/';
    response.headers.set(
      'location',
      /^https?:/.test(location) ? new URL(path + target.search, target).href : path + target.search,
    );
  }
  return response;
}
