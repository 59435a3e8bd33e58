import 'server-only';
import { streamPublicBusinesses } from '@/lib/api';
import {
  companiesJsonStream,
  companiesNdjsonStream,
  type OpenDataInput,
} from '@/lib/companions/companies-json';
import { datasetVersion, parseSince, versionHeaders } from '@/lib/companions/dataset-version';
import { primed } from '@/lib/companions/primed-stream';
import {
  CONTENT_TYPES,
  companionUnavailable,
  notModifiedResponse,
  streamedResponse,
} from '@/lib/companions/responses';
import { getSiteConfig } from '@/lib/config/site-config';
import { getDirectoryIndex } from '@/lib/directory/directory-index';
import { defaultLocale } from '@/lib/i18n/routing';
import { getReviewSummary } from '@/lib/models/review-summary';
import { jsonError } from '@/lib/routes/json-response';

export type OpenDataFormat = 'json' | 'ndjson';

const CONTENT_TYPE: Record<OpenDataFormat, string> = {
  json: CONTENT_TYPES.json,
  ndjson: CONTENT_TYPES.ndjson,
};

/**
 * GET /api/companies.json and /api/companies.ndjson, with `?since=`: 400 for a bad date; 304
 * when the client holds this version of the data (ETag / Last-Modified from the directory
 * index, so answering costs no upstream call); else the records, streamed from the listing,
 * the first one awaited so that an API that is down is still a clean 503.
 */
export async function openDataResponse(
  request: Request,
  format: OpenDataFormat,
): Promise<Response> {
  const since = parseSince(new URL(request.url).searchParams);
  if (!since.ok) return jsonError(400, since.error);
  const config = getSiteConfig();
  let index;
  let businesses;
  try {
    index = await getDirectoryIndex(defaultLocale);
    const version = datasetVersion(
      index.latestUpdate,
      index.entries.length,
      `${format}|${since.value?.toISOString() ?? ''}`,
    );
    const notModified = notModifiedResponse(request, version);
    if (notModified) return notModified;
    businesses = await primed(streamPublicBusinesses(defaultLocale));
    const input: OpenDataInput = {
      siteUrl: config.siteUrl,
      directoryName: config.directoryName,
      generatedAt: new Date(),
      updatedAt: index.latestUpdate,
      since: since.value,
      ratingOf: (slug) => getReviewSummary(slug, defaultLocale),
    };
    const chunks =
      format === 'json'
        ? companiesJsonStream(businesses, input)
        : companiesNdjsonStream(businesses, input);
    return streamedResponse(chunks, CONTENT_TYPE[format], versionHeaders(version));
  } catch (error) {
    return companionUnavailable(error);
  }
}
