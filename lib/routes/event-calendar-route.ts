import 'server-only';
import { isDirectoryApiError } from '@/lib/api';
import { eventIcs } from '@/lib/companions/event-calendar';
import { CONTENT_TYPES, companionResponse } from '@/lib/companions/responses';
import { loadCatalogItemModel } from '@/lib/models/catalog-item';
import { RETRY_AFTER_SECONDS } from '@/lib/resilience/unavailable-page';
import { jsonError, jsonUnavailable } from '@/lib/routes/json-response';
import { parseQuery } from '@/lib/urls/query-params';
import { langField } from '@/lib/urls/query-fields';
import { pathSegment } from '@/lib/urls/path-segment';

/**
 * GET /api/businesses/{slug}/catalog/{itemSlug}/calendar.ics?lang= — an event of a catalog as
 * an iCalendar file. 400 on a bad parameter; 404 for an unknown business or item, or an item
 * that is not an event with a start date.
 */
export async function eventCalendarResponse(
  request: Request,
  params: Promise<{ slug: string; itemSlug: string }>,
): Promise<Response> {
  const parsed = parseQuery({ lang: langField }, new URL(request.url).searchParams);
  if (!parsed.ok) return jsonError(400, parsed.error);
  const { slug: rawSlug, itemSlug: rawItem } = await params;
  const slug = pathSegment(rawSlug);
  const itemSlug = pathSegment(rawItem);
  if (slug === null || itemSlug === null) return jsonError(404, 'Unknown event.');
  try {
    const model = await loadCatalogItemModel(parsed.value.lang, slug, itemSlug);
    const ics = model ? eventIcs(model) : null;
    if (ics === null) return jsonError(404, 'Unknown event: no such item, or it has no date.');
    return companionResponse(ics, CONTENT_TYPES.calendar, {
      'Content-Disposition': `attachment; filename="${model?.item.slug ?? 'event'}.ics"`,
    });
  } catch (error) {
    if (isDirectoryApiError(error)) return jsonUnavailable(RETRY_AFTER_SECONDS);
    throw error;
  }
}
