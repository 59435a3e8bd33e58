import { createHash } from 'node:crypto';
import { matchesEtag } from '@/lib/http/conditional-get';
import { QueryParameterError, type QueryField } from '@/lib/urls/query-params';

/*
 * Conditional requests for the open-data files: their validators stand for the data, not for
 * the moment of the request. The ETag is weak (the body's generatedAt differs between two
 * answers for the same data) and Last-Modified is the data's latest updatedAt, so a client
 * that polls gets a 304 until a business changes.
 */

export interface DatasetVersion {
  etag: string;
  /** An HTTP date, or null when no business states when it was updated. */
  lastModified: string | null;
}

export function datasetVersion(
  latestUpdate: string | null,
  count: number,
  variant: string,
): DatasetVersion {
  const digest = createHash('sha256')
    .update(`${latestUpdate ?? ''}|${count}|${variant}`)
    .digest('base64url')
    .slice(0, 22);
  const time = latestUpdate === null ? NaN : Date.parse(latestUpdate);
  return {
    etag: `W/"${digest}"`,
    lastModified: Number.isNaN(time) ? null : new Date(time).toUTCString(),
  };
}

export function versionHeaders(version: DatasetVersion): Record<string, string> {
  return {
    ETag: version.etag,
    ...(version.lastModified && { 'Last-Modified': version.lastModified }),
  };
}

/** If-None-Match first (weak comparison, `*` included), else If-Modified-Since. */
export function isNotModified(request: Request, version: DatasetVersion): boolean {
  const match = request.headers.get('if-none-match');
  if (match !== null) return matchesEtag(match, version.etag);
  const since = request.headers.get('if-modified-since');
  if (since === null || version.lastModified === null) return false;
  const sinceTime = Date.parse(since);
  return !Number.isNaN(sinceTime) && Date.parse(version.lastModified) <= sinceTime;
}

export type SinceParameter = { ok: true; value: Date | null } | { ok: false; error: string };

const SINCE_PATTERN = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2}))?$/;
const SINCE_ERROR =
  'since must be one ISO 8601 date (2026-01-31) or date-time with a zone (2026-01-31T12:00:00Z).';

/** `?since=` as a date (2026-01-31) or a date-time with its zone; absent is null. */
export const sinceField: QueryField<Date | null> = {
  declaration: {
    type: 'string',
    description: 'Only the businesses updated since this ISO 8601 date or date-time (with a zone)',
    pattern: SINCE_PATTERN.source,
    examples: ['2026-01-31', '2026-01-31T12:00:00Z'],
  },
  lenient(raw) {
    try {
      return sinceField.strict(raw);
    } catch {
      return null;
    }
  },
  strict(raw) {
    if (raw === undefined) return null;
    const value = raw.trim();
    const time = Date.parse(value);
    if (!SINCE_PATTERN.test(value) || Number.isNaN(time))
      throw new QueryParameterError(SINCE_ERROR);
    return new Date(time);
  },
};

/**
 * The open data's query: `since` at most once. Other parameters are ignored, as a static
 * file's would be.
 */
export function parseSince(query: URLSearchParams): SinceParameter {
  const values = query.getAll('since');
  if (values.length > 1) return { ok: false, error: SINCE_ERROR };
  try {
    return { ok: true, value: sinceField.strict(values[0]) };
  } catch (error) {
    if (error instanceof QueryParameterError) return { ok: false, error: error.message };
    throw error;
  }
}
