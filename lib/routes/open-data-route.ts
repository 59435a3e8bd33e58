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
import { companionPart, isSplit, withQuery } from '@/lib/companions/companion-parts';
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
import type { Directory } from '@/lib/directory/directory';
import { getDirectory } from '@/lib/directory/directories';
import { defaultLocale } from '@/lib/i18n/routing';
import { jsonError } from '@/lib/routes/json-response';
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
 * the data (ETag / Last-Modified from the directory's latest update and the selection's size,
 * so answering costs no upstream call). A selection of up to COMPANION_FILE_BUSINESSES businesses is one file of records,
 * each with its rating (one reviews call per hundred reviews); a larger one is an index of
 * part files of that many, so one GET expands a bounded number of businesses
 * (lib/companions/companion-parts). Records are streamed, the first one awaited so that an API
 * that is down is still a clean 503. No answer holds the directory: a file reads its own
 * businesses (Directory.slice), and the index streams the selection for each part's latest
 * update.
 */

interface Selection {
  directory: Directory;
  since: Date | null;
  /** How many businesses it holds. */
  count: number;
}

async function selection(directory: Directory, since: Date | null): Promise<Selection> {
  const count = since === null ? directory.total : await directory.count({ since });
  return { directory, since, count };
}

function openDataInput(selected: Selection): OpenDataInput {
  const config = getSiteConfig();
  return {
    siteUrl: config.siteUrl,
    directoryName: config.directoryName,
    generatedAt: new Date(),
    updatedAt: selected.directory.latestUpdate,
    since: selected.since,
    ratingOf: openDataLoaders(defaultLocale).ratingOf,
  };
}

function version(selected: Selection, variant: string): DatasetVersion {
  return datasetVersion(
    selected.directory.latestUpdate,
    selected.count,
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

async function indexResponse(
  selected: Selection,
  format: OpenDataFormat,
  headers: Record<string, string>,
) {
  const { siteUrl, companionFileBusinesses: perFile } = getSiteConfig();
  const input = openDataInput(selected);
  const url = (n: number, partFormat: OpenDataFormat) =>
    absoluteUrl(siteUrl, withQuery(companiesPartPath(n, partFormat), selected.since));
  const parts = await selected.directory.chunks({ since: selected.since }, perFile);
  const links = parts.map((chunk, position) => ({
    part: position + 1,
    json: url(position + 1, 'json'),
    ndjson: url(position + 1, 'ndjson'),
    businesses: chunk.businesses,
    updatedAt: chunk.lastmod,
  }));
  const body =
    format === 'json'
      ? companiesJsonIndex(input, selected.count, perFile, links)
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
    const directory = await getDirectory(defaultLocale);
    const selected = await selection(directory, since.value);
    const current = version(selected, format);
    const notModified = notModifiedResponse(request, current);
    if (notModified) return notModified;
    const perFile = getSiteConfig().companionFileBusinesses;
    const headers = versionHeaders(current);
    if (isSplit(selected.count, perFile)) return await indexResponse(selected, format, headers);
    const input = openDataInput(selected);
    // A small directory is one listing stream; a small selection of a large one reads its own
    // businesses only.
    const businesses =
      directory.total <= perFile
        ? streamPublicBusinesses(defaultLocale)
        : businessesBySlug(
            await directory.slice({ since: selected.since }, 0, perFile),
            openDataLoaders(defaultLocale).getBusiness,
          );
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
    const selected = await selection(await getDirectory(defaultLocale), since.value);
    const part = companionPart(selected.count, getSiteConfig().companionFileBusinesses, n);
    if (!part) return jsonError(404, NO_SUCH_PART);
    const current = version(selected, `${format}|part ${n}`);
    const notModified = notModifiedResponse(request, current);
    if (notModified) return notModified;
    const input = openDataInput(selected);
    const businesses = await selected.directory.slice(
      { since: selected.since },
      part.offset,
      part.count,
    );
    return await streamedRecords(
      businessesBySlug(businesses, openDataLoaders(defaultLocale).getBusiness),
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
