import { directorySearchPage } from '@/lib/directory/directory-cards';
import { getDirectoryIndex } from '@/lib/directory/directory-index';
import { searchDirectoryIn } from '@/lib/directory/search-directory-page';
import { isDirectoryApiError } from '@/lib/api';
import { withKnownRatings } from '@/lib/models/known-ratings';
import { RETRY_AFTER_SECONDS } from '@/lib/resilience/unavailable-page';
import { parseSearchRouteQuery } from '@/lib/routes/search-route-query';
import { jsonError, jsonOk, jsonUnavailable } from '@/lib/routes/json-response';

/**
 * GET /api/search?q=&category=&city=&region=&verified=&sort=&page=&limit=&lang= — one page of the
 * directory's search (the home page's, from the same module and in-memory index; no upstream
 * call once the index is loaded), as DirectorySearchPage: cards, facet counts that follow them,
 * and the closest matches when nothing matches. 400 on any bad parameter, 404 past the last
 * page, 503 with Retry-After while the directory cannot be read. `Server-Timing: search;dur=`
 * says how long the search itself took.
 */
export async function GET(request: Request): Promise<Response> {
  const parsed = parseSearchRouteQuery(new URL(request.url).searchParams);
  if (!parsed.ok) return jsonError(400, parsed.error);
  const { lang, page, limit, ...filters } = parsed.value;
  try {
    // The index is loaded first, so that the timing below is the search's own.
    await getDirectoryIndex(lang);
    const started = performance.now();
    const found = await searchDirectoryIn(lang, filters, { page, limit });
    if (!found) return jsonError(404, `No page ${page} of these results.`);
    // Each card's rating only when already known: never an upstream call per card.
    const response = jsonOk(
      withKnownRatings(directorySearchPage(found.listing, found.outcome, limit)),
    );
    // The search's own time (an engine build included, on the first search after a refresh).
    response.headers.set('Server-Timing', `search;dur=${(performance.now() - started).toFixed(1)}`);
    return response;
  } catch (error) {
    if (isDirectoryApiError(error)) return jsonUnavailable(RETRY_AFTER_SECONDS);
    throw error;
  }
}
