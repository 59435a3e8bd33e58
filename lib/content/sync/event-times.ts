import type { DateFact, ItemFacts } from '@/lib/catalog/item-facts';
import { zonedIso } from '@/lib/text/zoned-date';
import type { EventFacts } from '../content-entry';

/*
 * An event's dates as the index keeps them: as the place reads them (ISO 8601 with the zone's
 * offset at that moment, or a calendar date alone), and as instants for ordering and the
 * What's on filters. A calendar date lasts its whole day in the place's zone.
 */

const DAY_MS = 86_400_000;

function offsetMs(instant: number, timeZone: string): number {
  const zoned = zonedIso({ iso: new Date(instant).toISOString(), hasTime: true }, timeZone);
  const match = /([+-])(\d{2}):(\d{2})$/.exec(zoned);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return (match[1] === '-' ? -1 : 1) * minutes * 60_000;
}

/** Midnight at the start of a calendar day (YYYY-MM-DD) in `timeZone`, as an instant (ms). */
export function zonedMidnight(day: string, timeZone: string): number {
  const utc = Date.parse(`${day.slice(0, 10)}T00:00:00Z`);
  // The offset at the guessed instant, then at the corrected one (a change of offset that day).
  const first = utc - offsetMs(utc, timeZone);
  return utc - offsetMs(first, timeZone);
}

function startInstant(date: DateFact, timeZone: string): number {
  return date.hasTime ? Date.parse(date.iso) : zonedMidnight(date.iso, timeZone);
}

function endInstant(date: DateFact, timeZone: string): number {
  return date.hasTime ? Date.parse(date.iso) : zonedMidnight(date.iso, timeZone) + DAY_MS;
}

function isoOrNull(ms: number): string | null {
  return Number.isFinite(ms) ? new Date(ms).toISOString() : null;
}

/** The event facts of an item whose facts have a start; null otherwise. */
export function eventFactsOf(facts: ItemFacts, place: string | null): EventFacts | null {
  const { start, end, timeZone } = facts;
  if (!start) return null;
  const startsAt = isoOrNull(startInstant(start, timeZone));
  if (startsAt === null) return null;
  // A day-long event with no end ends with its day; a timed one with no end has no end.
  const endsAt = end
    ? isoOrNull(endInstant(end, timeZone))
    : start.hasTime
      ? null
      : isoOrNull(endInstant(start, timeZone));
  return {
    start: zonedIso(start, timeZone),
    end: end ? zonedIso(end, timeZone) : null,
    hasTime: start.hasTime,
    timeZone,
    startsAt,
    endsAt,
    place,
  };
}
