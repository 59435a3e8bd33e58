import 'server-only';
import { type Business, getBusiness, isDirectoryApiError } from '@/lib/api';
import { pathSegment } from '@/lib/urls/path-segment';
import type { Locale } from '@/lib/i18n/routing';
import { RETRY_AFTER_SECONDS } from '@/lib/resilience/unavailable-page';
import { jsonError, jsonOk, jsonUnavailable } from '@/lib/routes/json-response';
import type { Validated } from '@/lib/urls/query-params';

/**
 * The shared body of /api/businesses/{slug}/… handlers: validate the query strictly (400),
 * check the business exists (404), load one section page through lib/api and answer with it.
 * Only the validated values go on to `load`, never the raw query or path.
 */
export async function businessSectionResponse<Query extends { lang: Locale }>(
  request: Request,
  params: Promise<{ slug: string }>,
  parse: (query: URLSearchParams) => Validated<Query>,
  load: (business: Business, query: Query) => Promise<unknown>,
): Promise<Response> {
  const parsed = parse(new URL(request.url).searchParams);
  if (!parsed.ok) return jsonError(400, parsed.error);
  const slug = pathSegment((await params).slug);
  if (slug === null) return jsonError(404, 'Unknown business.');
  try {
    // The business first: its place gives the section's dates their time zone.
    const business = await getBusiness(slug, parsed.value.lang);
    if (!business) return jsonError(404, 'Unknown business.');
    return jsonOk(await load(business, parsed.value));
  } catch (error) {
    if (isDirectoryApiError(error)) return jsonUnavailable(RETRY_AFTER_SECONDS);
    throw error;
  }
}
