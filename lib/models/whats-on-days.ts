import type { ContentHitView } from './content-hit';

/** The events of one local day, under that day's heading. */
export interface WhatsOnDay {
  /** The local calendar date, YYYY-MM-DD. */
  date: string;
  /** The date for people ("Saturday, December 5, 2026"). */
  label: string;
  events: ContentHitView[];
}

/**
 * Events grouped by the day they start on where they happen: an event at 11 PM in Vancouver
 * is on that evening's day, though it starts the next day in UTC. Days in calendar order,
 * events in the list's order within each day.
 */
export function eventsByDay(events: readonly ContentHitView[], locale: string): WhatsOnDay[] {
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' });
  const days = new Map<string, WhatsOnDay>();
  for (const event of events) {
    if (!event.date) continue;
    // The zoned ISO value starts with the local date (or is the calendar date itself).
    const date = event.date.iso.slice(0, 10);
    let day = days.get(date);
    if (!day) {
      const noon = new Date(`${date}T12:00:00Z`);
      const label = Number.isNaN(noon.getTime()) ? date : format.format(noon);
      day = { date, label, events: [] };
      days.set(date, day);
    }
    day.events.push(event);
  }
  return [...days.values()].sort((a, b) => a.date.localeCompare(b.date));
}
