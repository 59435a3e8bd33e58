import { liveContentModels } from '@/lib/mcp/content-index';
import { eventsRoute } from '@/lib/routes/content-routes';

/**
 * GET /api/events?from=&to=&city=&category=&limit=&page=|cursor=&lang= — events of every
 * business in order of start, by default those not yet over, with local dates.
 */
export function GET(request: Request): Promise<Response> {
  return eventsRoute(request, liveContentModels);
}
