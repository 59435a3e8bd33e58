import type { NextResponse } from 'next/server';
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

const REWRITE_HEADER = 'x-middleware-rewrite';
const DEFAULT_PREFIX = new RegExp(`^/${defaultLocale}(?=/|$)`);

export function keepPercentSigns(response: NextResponse, pathname: string): NextResponse {
  if (!/%25/i.test(pathname)) return response;
  const rewrite = response.headers.get(REWRITE_HEADER);
  if (rewrite) {
    // The internal route: the locale segment, then the page path as sent.
    const { locale, pagePath } = localizedPage(pathname);
    const target = new URL(rewrite);
    target.pathname = `/${locale}${pagePath === '/' ? '' : pagePath}`;
    response.headers.set(REWRITE_HEADER, target.href);
  }
  const location = response.headers.get('location');
  if (location && DEFAULT_PREFIX.test(pathname)) {
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
