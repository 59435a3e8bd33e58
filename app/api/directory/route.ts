import { directoryCardPage } from '@/lib/directory/directory-cards';
import { loadListingView } from '@/lib/directory/listing-view';
import { isDirectoryApiError } from '@/lib/api';
import { RETRY_AFTER_SECONDS } from '@/lib/resilience/unavailable-page';
import { parseDirectoryRouteQuery } from '@/lib/routes/directory-query';
import { jsonError, jsonOk, jsonUnavailable } from '@/lib/routes/json-response';

/**
 * GET /api/directory?q=&category=&city=&page=&lang= — one page of the directory's cards, as
 * Paged<DirectoryCard>, filtered like the home page (the same view of the in-memory index),
 * for the home page's filter island. 400 on any bad parameter, 404 past the last page, 503
 * with Retry-After while the directory cannot be read.
 */
export async function GET(request: Request): Promise<Response> {
  const parsed = parseDirectoryRouteQuery(new URL(request.url).searchParams);
  if (!parsed.ok) return jsonError(400, parsed.error);
  const { lang, page, ...filters } = parsed.value;
  try {
    const view = await loadListingView(lang, 'home', '', { ...filters, page: String(page) });
    if (!view) return jsonError(404, `No page ${page} of these results.`);
    return jsonOk(directoryCardPage(view.listing));
  } catch (error) {
    if (isDirectoryApiError(error)) return jsonUnavailable(RETRY_AFTER_SECONDS);
    throw error;
  }
}
