import { zonedIso } from '@/lib/text/zoned-date';

/*
 * The dates an agent bounds a list of events with (`from`, `to`), read the same way by the
 * site's JSON API and the MCP tool: a date-time with its zone is that instant; a date alone is
 * a whole day in the directory's time zone (DIRECTORY_TIME_ZONE), `from` its first moment and
 * `to` its last, so `from=2026-12-05&to=2026-12-05` is the events of that day.
 */

export const EVENT_DATE_PATTERN =
  /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2}))?$/;

export const EVENT_DATE_HELP =
  'an ISO 8601 date (2026-12-05) or date-time with a zone (2026-12-05T18:00:00-05:00)';

const DAY_MS = 86_400_000;

/** The offset of `timeZone` at `instant`, in milliseconds east of UTC. */
function offsetMs(timeZone: string, instant: number): number {
  const iso = zonedIso({ iso: new Date(instant).toISOString(), hasTime: true }, timeZone);
  const match = /([+-])(\d{2}):(\d{2})$/.exec(iso);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return (match[1] === '-' ? -1 : 1) * minutes * 60_000;
}

/** Local midnight of a calendar date in `timeZone`, as an instant (DST included). */
function localMidnight(date: string, timeZone: string): number {
  const utcMidnight = Date.parse(`${date}T00:00:00Z`);
  const first = utcMidnight - offsetMs(timeZone, utcMidnight);
  return utcMidnight - offsetMs(timeZone, first);
}

export type EventBound = { ok: true; instant: string } | { ok: false };

/** One bound as an instant (UTC ISO); `to` of a date alone is the end of that day. */
export function eventBound(value: string, edge: 'from' | 'to', timeZone: string): EventBound {
  if (!EVENT_DATE_PATTERN.test(value)) return { ok: false };
  if (value.length > 10) {
    const time = Date.parse(value);
    return Number.isNaN(time) ? { ok: false } : { ok: true, instant: new Date(time).toISOString() };
  }
  if (Number.isNaN(Date.parse(`${value}T00:00:00Z`))) return { ok: false };
  // A date that does not exist (2026-02-30) is refused rather than rolled into March.
  if (new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) !== value) return { ok: false };
  const start = localMidnight(value, timeZone);
  const instant = edge === 'from' ? start : localMidnight(nextDay(value), timeZone) - 1;
  return Number.isFinite(instant)
    ? { ok: true, instant: new Date(instant).toISOString() }
    : { ok: false };
}

function nextDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

export interface EventWindow {
  /** Events that have not ended by this instant: `from`, or now (to the minute). */
  from: string;
  /** Events that start by this instant, or null for no bound. */
  to: string | null;
}

export type EventWindowResult = { ok: true; value: EventWindow } | { ok: false; error: string };

/** `from` and `to` as given ('' or undefined: none), checked and in order. */
export function eventWindow(
  from: string | undefined,
  to: string | undefined,
  timeZone: string,
  now: Date,
): EventWindowResult {
  // Now to the minute: answers within a minute are the same, so their ETags match.
  const minute = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  const start = from
    ? eventBound(from, 'from', timeZone)
    : { ok: true as const, instant: minute.toISOString() };
  if (!start.ok) return { ok: false, error: `"from" must be ${EVENT_DATE_HELP}.` };
  if (!to) return { ok: true, value: { from: start.instant, to: null } };
  const end = eventBound(to, 'to', timeZone);
  if (!end.ok) return { ok: false, error: `"to" must be ${EVENT_DATE_HELP}.` };
  if (end.instant < start.instant)
    return { ok: false, error: '"to" must not be before "from" (from defaults to now).' };
  return { ok: true, value: { from: start.instant, to: end.instant } };
}
