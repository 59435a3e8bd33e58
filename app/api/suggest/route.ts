import { suggestDirectory } from '@/lib/directory/search/directory-search';
import { isDirectoryApiError } from '@/lib/api';
import { isSearchUnavailable } from '@/lib/directory/search/stored-search';
import { RETRY_AFTER_SECONDS } from '@/lib/resilience/unavailable-page';
import { parseSuggestRouteQuery } from '@/lib/routes/search-route-query';
import { jsonError, jsonOk, jsonUnavailable } from '@/lib/routes/json-response';

/**
 * GET /api/suggest?q=&limit=&lang= — as-you-type suggestions for the search box: businesses
 * (by name, every word a prefix), categories and cities whose names start with the words typed.
 * From memory (or, with DATABASE_URL, PostgreSQL): no upstream call once the index is loaded.
 * 400 on any bad parameter, 503 with Retry-After while the directory (or, with DATABASE_URL,
 * its search) cannot be read.
 */
export async function GET(request: Request): Promise<Response> {
  const parsed = parseSuggestRouteQuery(new URL(request.url).searchParams);
  if (!parsed.ok) return jsonError(400, parsed.error);
  const { q, limit, lang } = parsed.value;
  try {
    return jsonOk(await suggestDirectory(q, lang, limit));
  } catch (error) {
    // The API, or the database the search answers from (DATABASE_URL), cannot answer now.
    if (isDirectoryApiError(error) || isSearchUnavailable(error))
      return jsonUnavailable(RETRY_AFTER_SECONDS);
    throw error;
  }
}
