import type { ContentKind } from '@/lib/content/content-entry';
import { CONTENT_ROUTE_QUERY, EVENTS_ROUTE_QUERY } from '@/lib/content/content-api-query';
import type { Locale } from '@/lib/i18n/routing';
import { readCursor } from '@/lib/mcp/cursor';
import { parseQuery, type Validated } from '@/lib/urls/query-params';
import { eventWindow, type EventWindow } from '@/lib/text/event-window';

/*
 * The queries of GET /api/content and GET /api/events (declared in
 * lib/content/content-api-query.ts), read strictly: only the declared parameters, each valid,
 * or a 400 that names the one at fault. A page is asked either by number or by the
 * `nextCursor` of the previous answer, never both.
 */

/** `kind` may be repeated (`kind=item&kind=event`): its values are read as one comma list. */
function joinRepeated(query: URLSearchParams, name: string): URLSearchParams {
  const values = query.getAll(name);
  if (values.length < 2) return query;
  const joined = new URLSearchParams(query);
  joined.delete(name);
  joined.set(name, values.join(','));
  return joined;
}

/** The page asked for, by number or cursor. */
function pageOf(query: URLSearchParams, page: number, cursor: string): Validated<number> {
  if (cursor === '') return { ok: true, value: page };
  if (query.has('page')) return { ok: false, error: 'Give "page" or "cursor", not both.' };
  const read = readCursor(cursor);
  return read.ok
    ? { ok: true, value: read.page }
    : {
        ok: false,
        error: `Query parameter "cursor" is invalid: pass back a nextCursor exactly, or none to start.`,
      };
}

interface PlaceQuery {
  region: string;
  near: string;
  radius_km: number | null;
}

export interface ContentRouteQuery extends PlaceQuery {
  q: string;
  kinds: ContentKind[];
  category: string;
  city: string;
  verified: boolean;
  page: number;
  limit: number;
  lang: Locale;
}

/** GET /api/content?q=&kind=&category=&city=&region=&near=&radius_km=&verified=&limit=&page=|cursor=&lang= */
export function parseContentRouteQuery(query: URLSearchParams): Validated<ContentRouteQuery> {
  const parsed = parseQuery(CONTENT_ROUTE_QUERY, joinRepeated(query, 'kind'));
  if (!parsed.ok) return parsed;
  const { kind, cursor, page, ...rest } = parsed.value;
  if (rest.q === '')
    return { ok: false, error: 'Query parameter "q" is required: the words to look for.' };
  const at = pageOf(query, page, cursor);
  if (!at.ok) return at;
  return { ok: true, value: { ...rest, kinds: kind, page: at.value } };
}

export interface EventsRouteQuery extends PlaceQuery {
  window: EventWindow;
  category: string;
  city: string;
  page: number;
  limit: number;
  lang: Locale;
}

/** GET /api/events?from=&to=&city=&category=&region=&near=&radius_km=&limit=&page=|cursor=&lang= */
export function parseEventsRouteQuery(
  query: URLSearchParams,
  timeZone: string,
  now: Date,
): Validated<EventsRouteQuery> {
  const parsed = parseQuery(EVENTS_ROUTE_QUERY, query);
  if (!parsed.ok) return parsed;
  const { from, to, cursor, page, ...rest } = parsed.value;
  const window = eventWindow(from, to, timeZone, now);
  if (!window.ok) return { ok: false, error: `Query parameter ${window.error}` };
  const at = pageOf(query, page, cursor);
  if (!at.ok) return at;
  return { ok: true, value: { ...rest, window: window.value, page: at.value } };
}
