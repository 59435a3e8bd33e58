import type { DateFact } from '@/lib/catalog/item-facts';

/*
 * One event as an iCalendar file (RFC 5545), for "Add to calendar". Times are written in UTC,
 * which every calendar converts to its reader's zone; a calendar date stays an all-day date.
 * Text from the API is escaped as the format asks, and long lines are folded.
 */

export interface CalendarEvent {
  uid: string;
  title: string;
  description: string;
  location: string | null;
  url: string;
  start: DateFact;
  end: DateFact | null;
  /** The calendar's name for its maker, e.g. the directory's name. */
  producer: string;
  stamp: Date;
}

/** Backslash, semicolon, comma and line breaks escaped (RFC 5545 §3.3.11). */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Lines of at most 75 octets, continued on lines that start with a space (§3.1). */
export function foldIcsLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  for (const character of line) {
    const limit = parts.length === 0 ? 75 : 74;
    if (encoder.encode(current + character).length > limit) {
      parts.push(current);
      current = character;
    } else {
      current += character;
    }
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function dateProperty(name: string, value: DateFact): string {
  if (!value.hasTime) return `${name};VALUE=DATE:${value.iso.slice(0, 10).replace(/-/g, '')}`;
  return `${name}:${utcStamp(new Date(value.iso))}`;
}

/** The day after a calendar date: iCalendar's all-day DTEND is exclusive. */
function nextDay(value: DateFact): DateFact {
  const day = new Date(`${value.iso.slice(0, 10)}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return { iso: day.toISOString().slice(0, 10), hasTime: false };
}

/** One event of a calendar: what its VEVENT states. */
export type CalendarEntry = Omit<CalendarEvent, 'producer' | 'stamp'>;

function eventLines(event: CalendarEntry, stamp: Date): string[] {
  const end = event.end ?? (event.start.hasTime ? null : nextDay(event.start));
  return [
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(event.uid)}`,
    `DTSTAMP:${utcStamp(stamp)}`,
    dateProperty('DTSTART', event.start),
    ...(end ? [dateProperty('DTEND', end)] : []),
    `SUMMARY:${escapeIcsText(event.title)}`,
    ...(event.description ? [`DESCRIPTION:${escapeIcsText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeIcsText(event.location)}`] : []),
    `URL:${event.url}`,
    'END:VEVENT',
  ];
}

/** Several events in one file (a list's feed), with the calendar's name when it has one. */
export function renderCalendarIcs(calendar: {
  producer: string;
  stamp: Date;
  name?: string;
  events: readonly CalendarEntry[];
}): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeIcsText(calendar.producer)}//Directory//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(calendar.name ? [`X-WR-CALNAME:${escapeIcsText(calendar.name)}`] : []),
    ...calendar.events.flatMap((event) => eventLines(event, calendar.stamp)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}

export function renderEventIcs(event: CalendarEvent): string {
  return renderCalendarIcs({ producer: event.producer, stamp: event.stamp, events: [event] });
}
