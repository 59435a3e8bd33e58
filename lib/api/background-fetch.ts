import 'server-only';
import { getSiteConfig, userAgent } from '@/lib/config/site-config';
import { DirectoryApiError } from './errors';
import { retryAfterMs } from './retry-after';
import { transportError, upstreamLimiter } from './upstream-request';

/*
 * GET for background work (the content sync): through the instance's one limiter, in its
 * background lane (a share of the limits, and never ahead of a page's call), with no cache of
 * any kind (the sync reads every section of every business once: kept in Next's data cache,
 * they would fill it), and with a bound on the body, so an absurd answer fails alone instead
 * of taking the server's memory. Failures are not recorded as a reader's outage: no page
 * waits on these calls.
 */

/** The largest answer read: well over any real section page, far under a memory problem. */
const MAX_BACKGROUND_BODY_BYTES = 4 * 1024 * 1024;
/** How long a background call may wait for its turn: pages come first, the sync is patient. */
const QUEUE_WAIT_MS = 10 * 60_000;
const RETRY_BASE_DELAY_MS = 500;

class BodyTooLargeError extends Error {
  constructor(maxBytes: number) {
    super(`Answer larger than ${maxBytes} bytes`);
    this.name = 'BodyTooLargeError';
  }
}

async function boundedText(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw new BodyTooLargeError(maxBytes);
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) throw new BodyTooLargeError(maxBytes);
      chunks.push(value);
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function fetchOnce(url: string, maxBytes: number, callStartedAt: number): Promise<unknown> {
  const config = getSiteConfig();
  const limiter = upstreamLimiter(config);
  return limiter.run(
    async (startedAt) => {
      const signal = AbortSignal.timeout(config.apiTimeoutMs);
      let response: Response;
      try {
        response = await fetch(url, {
          headers: { Accept: 'application/json', 'User-Agent': userAgent(config) },
          signal,
          cache: 'no-store',
        });
      } catch (error) {
        throw transportError(url, null, error);
      }
      limiter.observe(
        response.status,
        retryAfterMs(response.headers.get('retry-after')),
        startedAt,
      );
      if (response.status === 404 || !response.ok) {
        await response.body?.cancel().catch(() => undefined);
        if (response.status === 404) return null;
        throw new DirectoryApiError('status', url, response.status);
      }
      let body: string;
      try {
        body = await boundedText(response, maxBytes);
      } catch (error) {
        if (error instanceof BodyTooLargeError)
          throw new DirectoryApiError('invalid-body', url, response.status, error);
        throw transportError(url, response.status, error);
      }
      try {
        return JSON.parse(body) as unknown;
      } catch (error) {
        throw new DirectoryApiError('invalid-body', url, response.status, error);
      }
    },
    Date.now() + QUEUE_WAIT_MS,
    callStartedAt,
    'background',
  );
}

function isRetryable(error: unknown): boolean {
  if (!(error instanceof DirectoryApiError)) return false;
  if (error.kind === 'timeout' || error.kind === 'network') return true;
  return error.kind === 'status' && ((error.status ?? 0) >= 500 || error.status === 429);
}

/**
 * The parsed JSON of one URL, or null for a 404; a DirectoryApiError for anything else, after
 * one more try for a network error, a timeout, a 5xx or a 429.
 */
export async function fetchBackgroundJson(
  url: string,
  maxBytes: number = MAX_BACKGROUND_BODY_BYTES,
): Promise<unknown> {
  const startedAt = Date.now();
  try {
    return await fetchOnce(url, maxBytes, startedAt);
  } catch (error) {
    if (!isRetryable(error)) throw asApiError(url, error);
    await new Promise((resolve) =>
      setTimeout(resolve, RETRY_BASE_DELAY_MS + Math.random() * RETRY_BASE_DELAY_MS),
    );
    try {
      return await fetchOnce(url, maxBytes, startedAt);
    } catch (second) {
      throw asApiError(url, second);
    }
  }
}

/** The limiter's refusal (no turn within the queue's wait) as the API layer's error. */
function asApiError(url: string, error: unknown): unknown {
  return error instanceof DirectoryApiError
    ? error
    : new DirectoryApiError('timeout', url, null, error);
}
