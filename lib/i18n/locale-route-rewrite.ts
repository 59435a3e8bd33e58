import { NextResponse, type NextRequest } from 'next/server';
import type { Locale } from './routing';

/*
 * A proxy rewrite to a page's route under app/[locale]/, made the way next-intl's middleware
 * makes its own (NextResponse.rewrite with the locale as a request header), for the requests
 * whose route the proxy chooses itself: a listing's cached page route, a path next-intl would
 * mangle.
 */

/** The request header next-intl's middleware sets and its `requestLocale` reads. */
const LOCALE_REQUEST_HEADER = 'X-NEXT-INTL-LOCALE';

/** Serves the request from `/{locale}{routePath}`, its query kept, encoding as given. */
export function rewriteToLocaleRoute(
  request: NextRequest,
  locale: Locale,
  routePath: string,
): NextResponse {
  const headers = new Headers(request.headers);
  headers.set(LOCALE_REQUEST_HEADER, locale);
  const path = `/${locale}${routePath === '/' ? '' : routePath}`;
  return NextResponse.rewrite(new URL(path + request.nextUrl.search, request.url), {
    request: { headers },
  });
}
