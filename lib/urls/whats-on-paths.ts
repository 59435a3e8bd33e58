/** What's on: the upcoming events of the whole directory, and the same list as a calendar. */
export const WHATS_ON_PATH = '/events';
export const WHATS_ON_CALENDAR_PATH = '/events.ics';
