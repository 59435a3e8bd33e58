import 'server-only';
import { getSiteConfig } from '@/lib/config/site-config';
import type { Locale } from '@/lib/i18n/routing';
import { DirectoryApiError } from './errors';
import { jsonArrayItems } from './json-array-stream';
import { apiRequestUrl } from './request-url';
import { reshapeBusiness } from './reshape/business';
import type { Business } from './types';
import { openUpstream, recordingStreamFailures } from './upstream-request';

/*
 * The whole listing, read as a stream: one reshaped public Business at a time, the body never
 * held whole. The listing endpoint has no paging (spec 4.3.1) and reaches tens of megabytes,
 * far over the 2 MB that Next's data cache takes per entry, so it is fetched with no-store and
 * whoever reads it keeps only what it needs (the directory index, a streamed dump).
 */

/**
 * Longest wait for the next bytes of the body. Not a limit on the whole body: a reader that
 * takes its time (a dump streamed to a slow client) pulls slowly on purpose, and only the
 * time spent waiting on the API counts.
 */
const LISTING_STALL_TIMEOUT_MS = 30_000;

class StallError extends DOMException {
  constructor() {
    super('The listing stopped arriving', 'TimeoutError');
  }
}

async function* bodyChunks(
  body: ReadableStream<Uint8Array>,
  stallMs: number,
): AsyncGenerator<Uint8Array> {
  const reader = body.getReader();
  try {
    for (;;) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const stalled = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new StallError()), stallMs);
      });
      try {
        const { value, done } = await Promise.race([reader.read(), stalled]);
        if (done) return;
        if (value) yield value;
      } finally {
        clearTimeout(timer);
      }
    }
  } finally {
    // An early return (a consumer that stops), a stall or an error releases the connection.
    await reader.cancel().catch(() => undefined);
  }
}

function bodyError(error: unknown, url: string, status: number): DirectoryApiError {
  if (error instanceof DirectoryApiError) return error;
  if (error instanceof SyntaxError) {
    return new DirectoryApiError('invalid-body', url, status, error);
  }
  const timedOut =
    error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
  return new DirectoryApiError(timedOut ? 'timeout' : 'network', url, status, error);
}

/** The raw elements of the listing's `data` array. Throws DirectoryApiError on any failure. */
export async function* listingItems(
  locale: Locale,
  stallMs = LISTING_STALL_TIMEOUT_MS,
): AsyncGenerator<unknown> {
  yield* recordingStreamFailures(unrecordedListingItems(locale, stallMs));
}

async function* unrecordedListingItems(locale: Locale, stallMs: number): AsyncGenerator<unknown> {
  const url = apiRequestUrl(getSiteConfig().apiBaseUrl, ['index', 'directory-businesses'], locale);
  // The timeout bounds the wait for the headers; the body is bounded by bodyChunks' stall timer.
  const response = await openUpstream(url, { bounds: 'headers' });
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw new DirectoryApiError('status', url, response.status);
  }
  try {
    yield* jsonArrayItems(
      bodyChunks(response.body, Math.max(stallMs, getSiteConfig().apiTimeoutMs)),
      'data',
    );
  } catch (error) {
    throw bodyError(error, url, response.status);
  }
}

/**
 * The public listing, one Business at a time: only PUBLIC businesses, each slug once, in the
 * API's order (applied as the stream goes).
 */
export async function* streamPublicBusinesses(locale: Locale): AsyncGenerator<Business> {
  const seen = new Set<string>();
  for await (const raw of listingItems(locale)) {
    const business = reshapeBusiness(raw);
    if (!business || business.visibility !== 'PUBLIC' || seen.has(business.slug)) continue;
    seen.add(business.slug);
    yield business;
  }
}
