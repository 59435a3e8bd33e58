/*
 * Dates as a place reads them. An instant from the API ("2026-06-21T00:00:00Z") is shown in
 * the zone of the place it belongs to, in the reader's language, and machine renderings state
 * it in ISO 8601 with that zone's offset ("2026-06-20T20:00:00-04:00"): the same moment,
 * written as the people there would. A calendar date without a time has no zone and is never
 * shifted.
 */

export interface DateValue {
  /** ISO 8601 as the API gave it: a calendar date, or an instant. */
  iso: string;
  hasTime: boolean;
}

const OFFSET_FORMATS = new Map<string, Intl.DateTimeFormat>();

function offsetFormat(timeZone: string): Intl.DateTimeFormat {
  let format = OFFSET_FORMATS.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      timeZoneName: 'longOffset',
    });
    OFFSET_FORMATS.set(timeZone, format);
  }
  return format;
}

/**
 * An instant in ISO 8601 with the offset of `timeZone` at that instant; a calendar date (or a
 * value that is not a date) as it was given.
 */
export function zonedIso(value: DateValue, timeZone: string): string {
  if (!value.hasTime) return value.iso;
  const instant = new Date(value.iso);
  if (Number.isNaN(instant.getTime())) return value.iso;
  const parts = Object.fromEntries(
    offsetFormat(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  // "GMT-04:00", or "GMT" alone where the offset is zero.
  const offset = (parts.timeZoneName ?? 'GMT').replace('GMT', '') || '+00:00';
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`;
}

/** A date for people: "June 20, 2026 at 8:00 PM EDT" / "20 juin 2026 à 20 h 00 UTC−4". */
export function formatDateValue(value: DateValue, locale: string, timeZone: string): string {
  const instant = new Date(value.iso);
  if (Number.isNaN(instant.getTime())) return value.iso;
  return new Intl.DateTimeFormat(
    locale,
    value.hasTime
      ? { dateStyle: 'long', timeStyle: 'short', timeZone }
      : { dateStyle: 'long', timeZone: 'UTC' },
  ).format(instant);
}
