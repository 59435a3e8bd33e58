import 'server-only';
import { isDirectoryApiError } from '@/lib/api';
import { getSiteConfig } from '@/lib/config/site-config';
import {
  eventsAnswer,
  searchContentAnswer,
  type ContentSearchRequest,
} from '@/lib/mcp/content-answers';
import { isContentIndexUnavailable, type ContentModels } from '@/lib/mcp/content-source';
import { resolveNear } from '@/lib/mcp/near';
import type { ContentResultsModel } from '@/lib/models/content-results';
import { RETRY_AFTER_SECONDS } from '@/lib/resilience/unavailable-page';
import { LICENSE_ID, LICENSE_URL } from '@/lib/urls/paths';
import { parseContentRouteQuery, parseEventsRouteQuery } from './content-route-query';
import { labelsOf, type ContentSearchBody } from './content-search-body';
import { jsonError, jsonOk, jsonUnavailable } from './json-response';

/*
 * GET /api/content and GET /api/events: the content index as the site's JSON API gives it,
 * the same answers as the MCP tools search_content and list_events (lib/mcp/content-answers),
 * with the license beside them (and, near a place, the point, the radius and what a distance
 * means, as /api/search gives them). 400 names the parameter at fault, 404 is past the last page,
 * 503 with Retry-After while the index cannot be read.
 */

const LICENSE = { license: LICENSE_ID, licenseUrl: LICENSE_URL };

async function answering(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (isContentIndexUnavailable(error))
      return jsonUnavailable(
        RETRY_AFTER_SECONDS,
        'The content index is temporarily unavailable; try again later.',
      );
    if (isDirectoryApiError(error)) return jsonUnavailable(RETRY_AFTER_SECONDS);
    throw error;
  }
}

const pastTheEnd = (page: number) => jsonError(404, `No page ${page} of these results.`);

/**
 * One page of the content search with each result's words as its page writes them (read from
 * the same model the answer is, so the two always agree); null past the last page.
 */
async function contentSearchBody(
  models: ContentModels,
  request: ContentSearchRequest,
): Promise<ContentSearchBody | null> {
  const seen: { model?: ContentResultsModel } = {};
  const watched: ContentModels = {
    ...models,
    results: async (input) => (seen.model = await models.results(input)),
  };
  const answer = await searchContentAnswer(watched, request);
  if (answer === null) return null;
  // The answer lists the model's hits in their order.
  const hits = seen.model?.hits ?? [];
  const labels = Object.fromEntries(
    answer.results.map((result, index) => [result.id, labelsOf(hits[index])]),
  );
  return { ...answer, labels, ...LICENSE };
}

export function contentRoute(request: Request, models: ContentModels): Promise<Response> {
  return answering(async () => {
    const parsed = parseContentRouteQuery(new URL(request.url).searchParams);
    if (!parsed.ok) return jsonError(400, parsed.error);
    const { q, near: nearText, radius_km: radiusKm, ...rest } = parsed.value;
    const located = await resolveNear(rest.lang, nearText, radiusKm);
    if (!located.ok) return jsonError(400, located.error);
    const { near } = located;
    const body = await contentSearchBody(models, { ...rest, text: q, near });
    if (body === null) return pastTheEnd(rest.page);
    return jsonOk(near ? { ...body, near: near.answer } : body);
  });
}

export function eventsRoute(request: Request, models: ContentModels): Promise<Response> {
  return answering(async () => {
    const parsed = parseEventsRouteQuery(
      new URL(request.url).searchParams,
      getSiteConfig().timeZone,
      new Date(),
    );
    if (!parsed.ok) return jsonError(400, parsed.error);
    const { near: nearText, radius_km: radiusKm, ...rest } = parsed.value;
    const located = await resolveNear(rest.lang, nearText, radiusKm);
    if (!located.ok) return jsonError(400, located.error);
    const { near } = located;
    const answer = await eventsAnswer(models, { ...rest, near });
    if (answer === null) return pastTheEnd(rest.page);
    return jsonOk({ ...answer, ...(near && { near: near.answer }), ...LICENSE });
  });
}
