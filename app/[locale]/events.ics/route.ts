import { connection, type NextRequest } from 'next/server';
import { whatsOnIcs } from '@/lib/companions/event-calendar';
import { CONTENT_TYPES, companionNotFound, companionResponse } from '@/lib/companions/responses';
import { isLocale } from '@/lib/i18n/routing';
import { loadWhatsOnRoute } from '@/lib/models/whats-on-route';

/** Upcoming events in one file: enough for a calendar that subscribes to the list. */
const CALENDAR_EVENTS = 200;

/**
 * /events.ics and /fr/events.ics (`?city=…&category=…` as on the page): What's on's upcoming
 * events as an iCalendar feed, from the same model as the page.
 */
export async function GET(
  request: NextRequest,
  { params }: { params: Promise<{ locale: string }> },
) {
  await connection();
  const { locale } = await params;
  if (!isLocale(locale)) return companionNotFound();
  const query = Object.fromEntries(request.nextUrl.searchParams);
  const model = await loadWhatsOnRoute(locale, { ...query, page: '1' }, CALENDAR_EVENTS);
  if (!model) return companionNotFound();
  return companionResponse(whatsOnIcs(model), CONTENT_TYPES.calendar, {
    'Content-Disposition': `inline; filename="events${locale === 'en' ? '' : `-${locale}`}.ics"`,
  });
}
