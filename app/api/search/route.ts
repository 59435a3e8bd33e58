import { directorySearchPage } from '@/lib/directory/directory-cards';
import { getDirectory } from '@/lib/directory/directories';
import { searchDirectoryIn } from '@/lib/directory/search-directory-page';
import { isDirectoryApiError } from '@/lib/api';
import { isSearchUnavailable } from '@/lib/directory/search/stored-search';
import { withKnownRatings } from '@/lib/models/known-ratings';
import { RETRY_AFTER_SECONDS } from '@/lib/resilience/unavailable-page';
import { parseSearchRouteQuery } from '@/lib/routes/search-route-query';
import { jsonError, jsonOk, jsonUnavailable } from '@/lib/routes/json-response';
import { nearAnswerOf, nearQueryOf } from '@/lib/directory/near';

/**
 * GET /api/search?q=&category=&city=&region=&verified=&sort=&near=&radius_km=&page=&limit=&lang= — one page of the
 * directory's search (the home page's, from the same module: the in-memory engines, or with
 * DATABASE_URL the search rows stored in PostgreSQL; no upstream call once the directory is loaded),
 * as DirectorySearchPage: cards, facet counts that follow them, and the closest matches when
 * nothing matches; with `near` (a city or "lat,lon"), only businesses with a city centre within
 * `radius_km`, nearest first, each with its `distanceKm` between city centres. 400 on any bad
 * parameter, 404 past the last page, 503 with Retry-After while the directory (or, with
 * DATABASE_URL, its search) cannot be read. `Server-Timing: search;dur=` says how long the
 * search itself took.
 */
export async function GET(request: Request): Promise<Response> {
  const parsed = parseSearchRouteQuery(new URL(request.url).searchParams);
  if (!parsed.ok) return jsonError(400, parsed.error);
  const { lang, page, limit, near: nearText, radius_km: radiusKm, ...filters } = parsed.value;
  try {
    // The directory is loaded first, so that the timing below is the search's own.
    const directory = await getDirectory(lang);
    const near = nearText ? await nearQueryOf(directory, nearText, radiusKm) : null;
    if (near && !near.ok) return jsonError(400, near.error);
    const started = performance.now();
    const found = await searchDirectoryIn(lang, filters, { page, limit }, near?.near);
    if (!found) return jsonError(404, `No page ${page} of these results.`);
    // Each card's rating only when already known: never an upstream call per card.
    const body = withKnownRatings(directorySearchPage(found.listing, found.outcome, limit));
    const response = jsonOk(
      near ? { ...body, near: nearAnswerOf(near.point, radiusKm, lang) } : body,
    );
    // The search's own time (an engine build included, on the first search after a refresh).
    response.headers.set('Server-Timing', `search;dur=${(performance.now() - started).toFixed(1)}`);
    return response;
  } catch (error) {
    // The API, or the database the search answers from (DATABASE_URL), cannot answer now.
    if (isDirectoryApiError(error) || isSearchUnavailable(error))
      return jsonUnavailable(RETRY_AFTER_SECONDS);
    throw error;
  }
}
