import 'server-only';
import type { NextRequest } from 'next/server';
import { isLocale, type Locale } from '@/lib/i18n/routing';
import { isPageNumberSegment } from '@/lib/paging/page-window';
import { routeSegment } from '@/lib/security/route-segment';
import { CONTENT_TYPES, companionNotFound, companionResponse } from './responses';

/*
 * The one shape of a twin's route handler (app/md/[locale]/…/route.ts): the locale and every
 * dynamic segment are checked (a segment that cannot name a resource is a 404, as on the HTML
 * page), the page type's function renders the Markdown (null: 404), and the answer says
 * `Vary: Accept` (the twin shares its URL with the HTML page when negotiated).
 *
 * A failing API is not caught here: the error reaches Next, whose 500 the per-request outage
 * flag turns into a 503 with Retry-After (lib/resilience/), and a twin served from the route
 * cache keeps its last good version instead of caching the failure.
 */

const VARY = { Vary: 'Accept' };

type Segments = Record<string, string>;

export type TwinRenderer<S extends Segments> = (
  locale: Locale,
  segments: S,
  query: URLSearchParams,
) => Promise<string | null> | string | null;

function checkedSegments<S extends Segments>(raw: Record<string, string>): S | null {
  const checked: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (name === 'locale') continue;
    const segment = routeSegment(value);
    if (segment === null) return null;
    checked[name] = segment;
  }
  return checked as S;
}

export function twinRoute<S extends Segments = Record<never, string>>(render: TwinRenderer<S>) {
  return async function GET(
    request: NextRequest,
    { params }: { params: Promise<S & { locale: string }> },
  ): Promise<Response> {
    const raw = await params;
    const segments = checkedSegments<S>(raw);
    if (!isLocale(raw.locale) || segments === null)
      return companionNotFound(CONTENT_TYPES.markdown, VARY);
    const markdown = await render(raw.locale, segments, request.nextUrl.searchParams);
    return markdown === null
      ? companionNotFound(CONTENT_TYPES.markdown, VARY)
      : companionResponse(markdown, CONTENT_TYPES.markdown, VARY);
  };
}

/**
 * The twin route of a listing's `page/[n]`: the list's renderer, given page n as the query it
 * reads, so the list's path pages and its filtered views share one renderer. Any other `n` is a
 * 404, as on the HTML page.
 */
export function pagedTwinRoute<S extends Segments = Record<never, string>>(
  render: TwinRenderer<S>,
) {
  return twinRoute<S & { n: string }>((locale, { n, ...segments }) =>
    isPageNumberSegment(n)
      ? render(locale, segments as unknown as S, new URLSearchParams({ page: n }))
      : null,
  );
}
