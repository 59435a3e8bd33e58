import 'server-only';
import { getSiteConfig } from '@/lib/config/site-config';
import { LICENSE_URL } from '@/lib/urls/paths';
import { bodyEtag } from '@/lib/http/conditional-get';
import { contentSignal } from '@/lib/config/content-signal';
import { PUBLIC_CORS } from '@/lib/http/cors';
import { isNotModified, versionHeaders, type DatasetVersion } from './dataset-version';

/*
 * The headers every companion response shares: its type, a shared-cache lifetime of at least
 * the API's own (5 minutes) with stale-while-revalidate so a crawler never waits on a refresh,
 * the license as a Link, the site's Content-Signal preference, and
 * `Access-Control-Allow-Origin: *` (public, read-only: browser-based agents may read them). A
 * complete body also carries its ETag, which lib/http/conditional-get answers with a 304.
 */

const STALE_WHILE_REVALIDATE_SECONDS = 86_400;

export const CONTENT_TYPES = {
  text: 'text/plain; charset=utf-8',
  markdown: 'text/markdown; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  json: 'application/json; charset=utf-8',
  linkset: 'application/linkset+json; charset=utf-8',
  calendar: 'text/calendar; charset=utf-8',
  ndjson: 'application/x-ndjson; charset=utf-8',
} as const;

export function cacheControl(maxAgeSeconds = getSiteConfig().apiCacheSeconds): string {
  return `public, max-age=${maxAgeSeconds}, s-maxage=${maxAgeSeconds}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}`;
}

function companionHeaders(contentType: string, extra: Record<string, string> = {}): Headers {
  const headers = new Headers({
    'Content-Type': contentType,
    'Cache-Control': cacheControl(),
    'X-Content-Type-Options': 'nosniff',
    'Content-Signal': contentSignal(),
    ...PUBLIC_CORS,
    ...extra,
  });
  headers.append('Link', `<${LICENSE_URL}>; rel="license"`);
  return headers;
}

/** A complete body. */
export function companionResponse(
  body: string,
  contentType: string,
  extra?: Record<string, string>,
): Response {
  return new Response(body, {
    status: 200,
    headers: companionHeaders(contentType, { ETag: bodyEtag(body), ...extra }),
  });
}

/**
 * A body written as it is produced. The stream pulls the next chunk only when the previous one
 * has been consumed, so a large file costs memory for one chunk, not for the whole file.
 */
export function streamedResponse(
  chunks: AsyncIterable<string> | Iterable<string>,
  contentType: string,
  extra?: Record<string, string>,
): Response {
  const encoder = new TextEncoder();
  const iterator =
    Symbol.asyncIterator in chunks
      ? chunks[Symbol.asyncIterator]()
      : (chunks as Iterable<string>)[Symbol.iterator]();
  // A reader that goes away cancels the stream while a chunk may still be on its way.
  let cancelled = false;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { value, done } = await iterator.next();
        if (cancelled) return;
        if (done) controller.close();
        else controller.enqueue(encoder.encode(value));
      } catch (error) {
        if (cancelled) return;
        // Headers are gone already: the only honest signal left is an aborted body.
        console.error('companion stream failed', error);
        controller.error(error);
      }
    },
    async cancel() {
      cancelled = true;
      await iterator.return?.();
    },
  });
  return new Response(stream, { status: 200, headers: companionHeaders(contentType, extra) });
}

/** 404 for a companion path that names nothing. */
export function companionNotFound(
  contentType: string = CONTENT_TYPES.text,
  extra: Record<string, string> = {},
): Response {
  return new Response('Not found\n', {
    status: 404,
    headers: {
      'Content-Type': contentType,
      'Cache-Control': cacheControl(60),
      'X-Content-Type-Options': 'nosniff',
      ...PUBLIC_CORS,
      ...extra,
    },
  });
}

/** 503 when the Directory API cannot answer: crawlers retry later instead of indexing an error. */
export function companionUnavailable(error: unknown, extra: Record<string, string> = {}): Response {
  console.error('companion file unavailable', error);
  return new Response('The directory is temporarily unavailable. Please retry in a minute.\n', {
    status: 503,
    headers: {
      'Content-Type': CONTENT_TYPES.text,
      'Cache-Control': 'no-store',
      'Retry-After': '60',
      ...PUBLIC_CORS,
      ...extra,
    },
  });
}

/** 304 when the client already holds this version of an open-data file, else null. */
export function notModifiedResponse(request: Request, version: DatasetVersion): Response | null {
  if (!isNotModified(request, version)) return null;
  return new Response(null, {
    status: 304,
    headers: { ...versionHeaders(version), 'Cache-Control': cacheControl() },
  });
}
