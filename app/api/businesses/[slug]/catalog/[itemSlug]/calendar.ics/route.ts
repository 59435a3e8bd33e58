import { eventCalendarResponse } from '@/lib/routes/event-calendar-route';

/** An event of a business's catalog as an iCalendar file (lib/routes/event-calendar-route). */
export function GET(
  request: Request,
  { params }: { params: Promise<{ slug: string; itemSlug: string }> },
): Promise<Response> {
  return eventCalendarResponse(request, params);
}
