import 'server-only';
import { streamPublicBusinesses, type Business } from '@/lib/api';
import {
  businessesBySlug,
  companiesJsonIndex,
  companiesJsonStream,
  companiesNdjsonIndex,
  companiesNdjsonStream,
  type OpenDataInput,
  type OpenDataPartInfo,
} from '@/lib/companions/companies-json';
import { companionPart, companionParts, withQuery } from '@/lib/companions/companion-parts';
import {
  datasetVersion,
  parseSince,
  versionHeaders,
  type DatasetVersion,
} from '@/lib/companions/dataset-version';
import { openDataLoaders } from '@/lib/companions/directory-source';
import { primed } from '@/lib/companions/primed-stream';
import {
  CONTENT_TYPES,
  companionResponse,
  companionUnavailable,
  notModifiedResponse,
  streamedResponse,
} from '@/lib/companions/responses';
import { getSiteConfig } from '@/lib/config/site-config';
import { getDirectoryIndex } from '@/lib/directory/directory-index';
import { updatedSince } from '@/lib/directory/updated-since';
import type { DirectoryIndex, ListingEntry } from '@/lib/directory/listing-index';
import { defaultLocale } from '@/lib/i18n/routing';
import { jsonError } from '@/lib/routes/json-response';
import { latest } from '@/lib/sitemap/urlset';
import {
  COMPANION_PATHS,
  companiesPartPath,
  type OpenDataFormat,
} from '@/lib/urls/companion-files';
import { absoluteUrl } from '@/lib/urls/paths';

export type { OpenDataFormat };

export const NO_SUCH_PART = 'No such part file: the open data is split only past its part size.';

const CONTENT_TYPE: Record<OpenDataFormat, string> = {
  json: CONTENT_TYPES.json,
  ndjson: CONTENT_TYPES.ndjson,
};

/*
 * GET /api/companies.json and /api/companies.ndjson, and their parts /api/companies/{n}.json
 * and .ndjson, with `?since=`: 400 for a bad date; 304 when the client holds this version of
 * the data (ETag / Last-Modified from the directory index, so answering costs no upstream
 * call). A selection of up to COMPANION_FILE_BUSINESSES businesses is one file of records,
 * each with its rating (one reviews call per hundred reviews); a larger one is an index of
 * part files of that many, so one GET expands a bounded number of businesses
 * (lib/companions/companion-parts). Records are streamed, the first one awaited so that an API
 * that is down is still a clean 503.
 */

interface Selection {
  index: DirectoryIndex;
  entries: readonly ListingEntry[];
  since: Date | null;
}

function selection(index: DirectoryIndex, since: Date | null): Selection {
  // No copy of the whole index when nothing is filtered out.
  const entries =
    since === null
      ? index.entries
      : index.entries.filter((entry) => updatedSince(entry.updatedAt, since));
  return { index, entries, since };
}

function openDataInput(selected: Selection): OpenDataInput {
  const config = getSiteConfig();
  return {
    siteUrl: config.siteUrl,
    directoryName: config.directoryName,
    generatedAt: new Date(),
    updatedAt: selected.index.latestUpdate,
    since: selected.since,
    ratingOf: openDataLoaders(defaultLocale).ratingOf,
  };
}

function version(selected: Selection, variant: string): DatasetVersion {
  return datasetVersion(
    selected.index.latestUpdate,
    selected.entries.length,
    `${variant}|${selected.since?.toISOString() ?? ''}`,
  );
}

async function streamedRecords(
  businesses: AsyncGenerator<Business>,
  format: OpenDataFormat,
  input: OpenDataInput,
  headers: Record<string, string>,
  part?: OpenDataPartInfo,
): Promise<Response> {
  const records = await primed(businesses);
  const chunks =
    format === 'json'
      ? companiesJsonStream(records, input, part)
      : companiesNdjsonStream(records, input);
  return streamedResponse(chunks, CONTENT_TYPE[format], headers);
}

function indexResponse(
  selected: Selection,
  format: OpenDataFormat,
  headers: Record<string, string>,
) {
  const { siteUrl, companionFileBusinesses: perFile } = getSiteConfig();
  const input = openDataInput(selected);
  const url = (n: number, partFormat: OpenDataFormat) =>
    absoluteUrl(siteUrl, withQuery(companiesPartPath(n, partFormat), selected.since));
  const links = companionParts(selected.entries, perFile).map((part) => ({
    part: part.part,
    json: url(part.part, 'json'),
    ndjson: url(part.part, 'ndjson'),
    businesses: part.businesses.length,
    updatedAt: latest(part.businesses.map((business) => business.updatedAt)),
  }));
  const body =
    format === 'json'
      ? companiesJsonIndex(input, selected.entries.length, perFile, links)
      : companiesNdjsonIndex(input, links);
  return companionResponse(body, CONTENT_TYPE[format], headers);
}

/** GET /api/companies.json or .ndjson: the records, or the index of their parts. */
export async function openDataResponse(
  request: Request,
  format: OpenDataFormat,
): Promise<Response> {
  const since = parseSince(new URL(request.url).searchParams);
  if (!since.ok) return jsonError(400, since.error);
  try {
    const index = await getDirectoryIndex(defaultLocale);
    const selected = selection(index, since.value);
    const current = version(selected, format);
    const notModified = notModifiedResponse(request, current);
    if (notModified) return notModified;
    const perFile = getSiteConfig().companionFileBusinesses;
    const headers = versionHeaders(current);
    if (selected.entries.length > perFile) return indexResponse(selected, format, headers);
    const input = openDataInput(selected);
    // A small directory is one listing stream; a small selection of a large one reads its own
    // businesses only.
    const businesses =
      index.entries.length <= perFile
        ? streamPublicBusinesses(defaultLocale)
        : businessesBySlug(selected.entries, openDataLoaders(defaultLocale).getBusiness);
    return await streamedRecords(businesses, format, input, headers);
  } catch (error) {
    return companionUnavailable(error);
  }
}

/** GET /api/companies/{n}.json or .ndjson: part n of a split open data; 404 when there is none. */
export async function openDataPartResponse(
  request: Request,
  format: OpenDataFormat,
  n: number,
): Promise<Response> {
  const since = parseSince(new URL(request.url).searchParams);
  if (!since.ok) return jsonError(400, since.error);
  try {
    const selected = selection(await getDirectoryIndex(defaultLocale), since.value);
    const part = companionPart(selected.entries, getSiteConfig().companionFileBusinesses, n);
    if (!part) return jsonError(404, NO_SUCH_PART);
    const current = version(selected, `${format}|part ${n}`);
    const notModified = notModifiedResponse(request, current);
    if (notModified) return notModified;
    const input = openDataInput(selected);
    return await streamedRecords(
      businessesBySlug(part.businesses, openDataLoaders(defaultLocale).getBusiness),
      format,
      input,
      versionHeaders(current),
      {
        part: part.part,
        parts: part.parts,
        index: absoluteUrl(input.siteUrl, withQuery(COMPANION_PATHS.companies, selected.since)),
      },
    );
  } catch (error) {
    return companionUnavailable(error);
  }
}
