import 'server-only';
import { getContentSyncConfig } from '@/lib/config/content-sync-config';
import { getSiteConfig, userAgent, type SiteConfig } from '@/lib/config/site-config';
import { processWide } from '@/lib/async/process-wide.mjs';
import { recordUpstreamFailure } from '@/lib/http/upstream-outage';
import { DirectoryApiError, isDirectoryApiError, isOutage } from './errors';
import { retryAfterMs, UpstreamBusyError, UpstreamLimiter } from './upstream-limiter';

/**
 * One limiter per process, for every route bundle and the content sync; made anew if its
 * settings change. The sync's share of it is CONTENT_SYNC_SHARE.
 */
export function upstreamLimiter(config: SiteConfig = getSiteConfig()): UpstreamLimiter {
  const { apiMaxConcurrency, apiMaxRps } = config;
  const { share } = getContentSyncConfig();
  return processWide(
    'upstream-limiter',
    `${apiMaxConcurrency}/${apiMaxRps}/${share}`,
    () => new UpstreamLimiter(apiMaxConcurrency, apiMaxRps, Date.now, share),
  );
}

/*
 * The one way this site talks to the Directory API: every reader (the cached JSON getters,
 * the streamed listing, the revalidation probe) opens its request here, so all send the same
 * headers, bypass Next's fetch cache, bound their wait the same way and turn a transport
 * failure into the same DirectoryApiError. Failures that leave the API layer are recorded as
 * an outage here too, and only here.
 */

export interface UpstreamRequestOptions {
  /** The wait allowed, in milliseconds; API_TIMEOUT_MS unless given. */
  timeoutMs?: number;
  /**
   * What the timeout bounds. 'response': headers and body (a small JSON answer read whole).
   * 'headers': the wait for the headers only, for a body read as a stream at the reader's
   * pace (a signal passed to fetch stays tied to the body, so it would cut a long body).
   */
  bounds?: 'response' | 'headers';
  /**
   * When the call this request is a retry of began: a hold after a bare 503 that began later
   * does not stop it (upstream-limiter.ts).
   */
  callStartedAt?: number;
}

/** A failed fetch or body read: 'timeout' when a deadline aborted it, 'network' otherwise. */
export function transportError(
  url: string,
  status: number | null,
  cause: unknown,
): DirectoryApiError {
  const timedOut = cause instanceof DOMException && cause.name === 'TimeoutError';
  return new DirectoryApiError(timedOut ? 'timeout' : 'network', url, status, cause);
}

/**
 * GET one upstream URL through the instance's limiter (API_MAX_CONCURRENCY in flight,
 * API_MAX_RPS a second, a pause after a 429 or 503, a hold with probes after a bare 503). Resolves to the response whatever its
 * status (the caller decides what a 404 or a 500 means); throws a DirectoryApiError when no
 * response arrives in time, time in the limiter's queue included.
 */
export async function openUpstream(
  url: string,
  { timeoutMs, bounds = 'response', callStartedAt }: UpstreamRequestOptions = {},
): Promise<Response> {
  const config = getSiteConfig();
  const wait = Math.max(1, timeoutMs ?? config.apiTimeoutMs);
  const controller = bounds === 'headers' ? new AbortController() : null;
  const timer = controller
    ? setTimeout(() => controller.abort(new DOMException('No answer', 'TimeoutError')), wait)
    : undefined;
  const signal = controller?.signal ?? AbortSignal.timeout(wait);
  const limiter = upstreamLimiter(config);
  try {
    return await limiter.run(
      async (startedAt) => {
        const response = await fetch(url, {
          headers: { Accept: 'application/json', 'User-Agent': userAgent(config) },
          signal,
          // Never Next's fetch cache: it stores any 200, an HTML error page or a truncated body
          // included, and would serve it for the whole cache lifetime. Callers that cache keep
          // the parsed value instead.
          cache: 'no-store',
        });
        // What the answer says about the API (overwhelmed, down, fine) sets every call's pace
        // (upstream-limiter.ts), reported before the next caller is let in.
        limiter.observe(
          response.status,
          retryAfterMs(response.headers.get('retry-after')),
          startedAt,
        );
        return response;
      },
      Date.now() + wait,
      callStartedAt,
    );
  } catch (error) {
    if (error instanceof UpstreamBusyError)
      throw new DirectoryApiError('timeout', url, null, error);
    throw transportError(url, null, error);
  } finally {
    clearTimeout(timer);
  }
}

/** Feeds the outage signal the 503 answers rely on; a 4xx says nothing about the API's health. */
function recordIfOutage(error: unknown): void {
  if (isDirectoryApiError(error) && isOutage(error)) recordUpstreamFailure();
}

/** Runs one upstream read; a failure it lets go is recorded as an outage when it is one. */
export async function recordingFailures<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    recordIfOutage(error);
    throw error;
  }
}

/** The same for a streamed read: a failure at any point of the stream is recorded. */
export async function* recordingStreamFailures<T>(items: AsyncIterable<T>): AsyncGenerator<T> {
  try {
    yield* items;
  } catch (error) {
    recordIfOutage(error);
    throw error;
  }
}
