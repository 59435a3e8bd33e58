import { CONTENT_KINDS, type ContentKind } from '@/lib/content/content-entry';
import type { Locale } from '@/lib/i18n/routing';
import { readCursor } from '@/lib/mcp/cursor';
import { described, parseQuery, type QueryField, type Validated } from '@/lib/urls/query-params';
import {
  choiceField,
  countField,
  flagField,
  langField,
  pageField,
  textField,
} from '@/lib/urls/query-fields';
import { nearField, radiusField } from '@/lib/urls/near-query-fields';
import {
  categoryField,
  cityField,
  cursorField,
  regionQueryField,
} from '@/lib/urls/shared-query-fields';
import { EVENT_DATE_HELP, eventWindow, type EventWindow } from '@/lib/text/event-window';

/*
 * The queries of GET /api/content and GET /api/events, read strictly: only the declared
 * parameters, each valid, or a 400 that names the one at fault. `limit` is clamped to the
 * most one answer holds rather than refused, and a page is asked either by number or by the
 * `nextCursor` of the previous answer, never both.
 */

const MAX_CONTENT_LIMIT = 50;
const DEFAULT_CONTENT_LIMIT = 10;

/** A whole number from 1; past `max` it is read as `max`. */
function clampedCountField(name: string, max: number, fallback: number): QueryField<number> {
  const field = countField(
    name,
    999_999,
    fallback,
    `Results per page (at most ${max}; more is read as that)`,
  );
  return {
    ...field,
    lenient: (raw) => Math.min(max, field.lenient(raw)),
    strict: (raw) => Math.min(max, field.strict(raw)),
  };
}

const kindChoice = choiceField('kind', CONTENT_KINDS, 'A kind');
const KIND = `(${CONTENT_KINDS.join('|')})`;

/** Kinds as a comma list (`kind=item,event`); none means every kind. */
const kindsField: QueryField<ContentKind[]> = {
  declaration: {
    type: 'string',
    description: 'Kinds to search, repeated or as a comma list (default: every kind)',
    pattern: `^${KIND}(,${KIND})*$`,
    examples: ['item', 'event,answer'],
  },
  lenient: (raw) => [
    ...new Set(
      (raw ?? '')
        .split(',')
        .map((part) => kindChoice.lenient(part))
        .filter((kind) => kind !== ''),
    ),
  ],
  strict: (raw) => [
    ...new Set(
      (raw ?? '')
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== '')
        .map((part) => kindChoice.strict(part))
        .filter((kind) => kind !== ''),
    ),
  ],
};

/** `kind` may be repeated (`kind=item&kind=event`): its values are read as one comma list. */
function joinRepeated(query: URLSearchParams, name: string): URLSearchParams {
  const values = query.getAll(name);
  if (values.length < 2) return query;
  const joined = new URLSearchParams(query);
  joined.delete(name);
  joined.set(name, values.join(','));
  return joined;
}

/** Near a place, as /api/search takes it: a city or "latitude,longitude", and a radius. */
const nearFields = {
  region: regionQueryField,
  near: nearField,
  radius_km: radiusField,
};

const pagingFields = {
  page: described(pageField, 'Page number, from 1 (or cursor)'),
  cursor: cursorField,
  limit: clampedCountField('limit', MAX_CONTENT_LIMIT, DEFAULT_CONTENT_LIMIT),
  lang: langField,
};

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

/** The query /api/content reads (`q` required), and its OpenAPI document describes. */
export const CONTENT_ROUTE_QUERY = {
  q: textField('q', 'The words to look for'),
  kind: kindsField,
  category: categoryField,
  city: cityField,
  ...nearFields,
  verified: flagField('verified', 'Only verified businesses'),
  ...pagingFields,
};

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

/** The query /api/events reads, and its OpenAPI document describes. */
export const EVENTS_ROUTE_QUERY = {
  from: textField('from', `Events not over by then (default: now): ${EVENT_DATE_HELP}`),
  to: textField('to', `Events starting by then: ${EVENT_DATE_HELP}`),
  category: categoryField,
  city: cityField,
  ...nearFields,
  ...pagingFields,
};

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
