import { described, type QueryField } from '@/lib/urls/query-params';
import { countField, langField, pageField, textField } from '@/lib/urls/query-fields';
import { nearField, radiusField } from '@/lib/urls/near-query-fields';
import {
  categoryField,
  cityField,
  cursorField,
  regionQueryField,
  verifiedField,
} from '@/lib/urls/shared-query-fields';
import { wordListField } from '@/lib/urls/word-list-field';
import { EVENT_DATE_HELP } from '@/lib/text/event-window';
import { CONTENT_KINDS } from './content-entry';

/*
 * The queries of GET /api/content and GET /api/events, declared once: their route handlers
 * read them (lib/routes/content-route-query.ts), the site's OpenAPI document describes them,
 * and the MCP tools search_content and list_events build their arguments from the same fields.
 * `limit` is clamped to the most one answer holds rather than refused.
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

/** The query /api/content reads (`q` required), and its OpenAPI document describes. */
export const CONTENT_ROUTE_QUERY = {
  q: textField('q', 'The words to look for'),
  kind: wordListField(
    'kind',
    CONTENT_KINDS,
    'Kinds to search, repeated or as a comma list (default: every kind)',
    ['item', 'event,answer'],
  ),
  category: categoryField,
  city: cityField,
  ...nearFields,
  verified: verifiedField,
  ...pagingFields,
};

/** The query /api/events reads, and its OpenAPI document describes. */
export const EVENTS_ROUTE_QUERY = {
  from: textField('from', `Events not over by then (default: now): ${EVENT_DATE_HELP}`),
  to: textField('to', `Events starting by then: ${EVENT_DATE_HELP}`),
  category: categoryField,
  city: cityField,
  ...nearFields,
  ...pagingFields,
};
