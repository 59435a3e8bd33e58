import { liveContentModels } from '@/lib/mcp/content-index';
import { contentRoute } from '@/lib/routes/content-routes';

/**
 * GET /api/content?q=&kind=&category=&city=&region=&verified=&limit=&page=|cursor=&lang= — what
 * businesses offer and say (catalog items, events, FAQ answers, articles, documents) that
 * matches a text, each with its page, its business and the citation.
 */
export function GET(request: Request): Promise<Response> {
  return contentRoute(request, liveContentModels);
}
