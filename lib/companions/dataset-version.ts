import { createHash } from 'node:crypto';
import { matchesEtag } from '@/lib/http/conditional-get';

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

/** Whether a record updated at `updatedAt` is kept by `?since=`; one with no date is not. */
export function updatedSince(updatedAt: string | null, since: Date | null): boolean {
  if (since === null) return true;
  const updated = updatedAt === null ? NaN : Date.parse(updatedAt);
  return !Number.isNaN(updated) && updated >= since.getTime();
}

export type SinceParameter = { ok: true; value: Date | null } | { ok: false; error: string };

/** `?since=` as a date (2026-01-31) or a date-time with its zone; absent is null. */
export function parseSince(query: URLSearchParams): SinceParameter {
  const values = query.getAll('since');
  if (values.length === 0) return { ok: true, value: null };
  const value = values[0]?.trim() ?? '';
  const iso = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2}))?$/;
  const time = Date.parse(value);
  if (values.length > 1 || !iso.test(value) || Number.isNaN(time))
    return {
      ok: false,
      error:
        'since must be one ISO 8601 date (2026-01-31) or date-time with a zone (2026-01-31T12:00:00Z).',
    };
  return { ok: true, value: new Date(time) };
}
