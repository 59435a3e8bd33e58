import 'server-only';
import { getBusiness, isDirectoryApiError } from '@/lib/api';
import { pathSegment } from '@/lib/urls/path-segment';
import type { Locale } from '@/lib/i18n/routing';
import { RETRY_AFTER_SECONDS } from '@/lib/resilience/unavailable-page';
import { jsonError, jsonOk, jsonUnavailable } from './json-response';
import type { Validated } from './query-params';

/**
 * The shared body of /api/businesses/{slug}/… handlers: validate the query strictly (400),
 * check the business exists (404), load one section page through lib/api and answer with it.
 * Only the validated values go on to `load`, never the raw query or path.
 */
export async function businessSectionResponse<Query extends { lang: Locale }>(
  request: Request,
  params: Promise<{ slug: string }>,
  parse: (query: URLSearchParams) => Validated<Query>,
  load: (slug: string, query: Query) => Promise<unknown>,
): Promise<Response> {
  const parsed = parse(new URL(request.url).searchParams);
  if (!parsed.ok) return jsonError(400, parsed.error);
  const slug = pathSegment((await params).slug);
  if (slug === null) return jsonError(404, 'Unknown business.');
  try {
    // Both at once: the section is cheap to ask for, and a real business is the usual case.
    const [business, body] = await Promise.all([
      getBusiness(slug, parsed.value.lang),
      load(slug, parsed.value),
    ]);
    if (!business) return jsonError(404, 'Unknown business.');
    return jsonOk(body);
  } catch (error) {
    if (isDirectoryApiError(error)) return jsonUnavailable(RETRY_AFTER_SECONDS);
    throw error;
  }
}
