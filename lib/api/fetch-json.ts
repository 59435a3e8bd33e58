import 'server-only';
import { unstable_cache } from 'next/cache';
import { getSiteConfig } from '@/lib/config/site-config';
import type { Locale } from '@/lib/i18n/routing';
import { SharedLoads } from './shared-loads';
import { openUpstream, recordingFailures, transportError } from './upstream-request';
import { DirectoryApiError } from './errors';
import { apiRequestUrl, type QueryValue } from './request-url';

/**
 * How long a reader accepts a cached answer: a page for API_CACHE_SECONDS, the companion files
 * that expand every business for COMPANION_CACHE_SECONDS. Both read the same cache entry (its
 * age is judged by the reader), so what a page fetched serves a companion file and back, and a
 * revalidation by tag reaches both.
 */
export type DataLifetime = 'page' | 'companion';

export interface ApiRequest {
  segments: readonly string[];
  locale: Locale;
  query?: Record<string, QueryValue>;
  /** Cache tags, so that a revalidation can target one business or the listing. */
  tags: string[];
  lifetime?: DataLifetime;
}

const RETRY_BASE_DELAY_MS = 150;

/**
 * Concurrent calls for one URL share one upstream call, and a failure is replayed for a
 * second: Next.js renders a failed page twice (the second time for its error shell), and the
 * second render must not wait out another timeout. See shared-loads.ts.
 */
const sharedLoads = new SharedLoads<unknown>({ failureMemoryMs: 1_000 });

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Network errors, 5xx, and a 429 (the retry waits in the limiter for its Retry-After). */
function isRetryable(error: DirectoryApiError): boolean {
  if (error.kind === 'network') return true;
  const status = error.kind === 'status' ? (error.status ?? 0) : 0;
  return status >= 500 || status === 429;
}

async function fetchOnce(url: string, deadline: number, callStartedAt: number): Promise<unknown> {
  const response = await openUpstream(url, { timeoutMs: deadline - Date.now(), callStartedAt });
  if (response.status === 404) {
    await response.body?.cancel();
    return null;
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new DirectoryApiError('status', url, response.status);
  }
  let body: string;
  try {
    body = await response.text();
  } catch (error) {
    throw transportError(url, response.status, error);
  }
  try {
    return JSON.parse(body) as unknown;
  } catch (error) {
    throw new DirectoryApiError('invalid-body', url, response.status, error);
  }
}

/**
 * GET one upstream URL, bypassing every cache. Resolves to the parsed JSON body, or null for a
 * 404 (the resource does not exist); throws a DirectoryApiError for anything else. Network
 * errors, 5xx and 429s are tried once more after a jittered pause (a 429's retry waits for its
 * Retry-After in the instance's limiter), all within one overall timeout,
 * so a slow API never holds a request longer than API_TIMEOUT_MS.
 */
export async function fetchApiJsonUncached(url: string): Promise<unknown> {
  const startedAt = Date.now();
  const deadline = startedAt + getSiteConfig().apiTimeoutMs;
  try {
    return await recordingFailures(() => fetchOnce(url, deadline, startedAt));
  } catch (error) {
    if (!(error instanceof DirectoryApiError) || !isRetryable(error)) throw error;
    const pause = RETRY_BASE_DELAY_MS + Math.random() * RETRY_BASE_DELAY_MS;
    if (Date.now() + pause >= deadline) throw error;
    await sleep(pause);
    // A hold the first answer started (a bare 503) does not stop this call's own retry.
    return recordingFailures(() => fetchOnce(url, deadline, startedAt));
  }
}

/** The source text unstable_cache sees for every load; see withStableSource. */
const CACHED_LOAD_SOURCE = 'directory-api:fetchApiJson';

/**
 * unstable_cache keys an entry by its function's source text besides the key parts, and the
 * bundler minifies this module differently in each route's chunk: left alone, each route (the
 * profile, the reviews page, a twin) kept its own copy of one answer and called the API again
 * for it. One fixed text makes the URL the whole key, shared by every route.
 */
function withStableSource<T extends () => unknown>(load: T): T {
  Object.defineProperty(load, 'toString', { value: () => CACHED_LOAD_SOURCE });
  return load;
}

/**
 * GET one endpoint through Next's data cache, kept API_CACHE_SECONDS under the request's tags.
 * Only a parsed answer (or a 404's null) is cached: an error is thrown before anything is
 * stored, so garbage from a failing API never outlives the failure. A stale entry whose
 * refresh fails is kept and served (unstable_cache's stale-if-error).
 */
export function fetchApiJson(request: ApiRequest): Promise<unknown> {
  const config = getSiteConfig();
  const url = apiRequestUrl(config.apiBaseUrl, request.segments, request.locale, request.query);
  const load = () =>
    sharedLoads.get(
      url,
      () => fetchApiJsonUncached(url),
      (error) => error instanceof DirectoryApiError,
    );
  const cached = unstable_cache(withStableSource(load), ['directory-api', url], {
    revalidate:
      request.lifetime === 'companion' ? config.companionCacheSeconds : config.apiCacheSeconds,
    tags: request.tags,
  });
  // Recorded again on this reader's side: a load shared with another request, or a failure
  // replayed from one, marks this request too.
  return recordingFailures(cached);
}
