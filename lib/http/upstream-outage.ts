import { AsyncLocalStorage } from 'node:async_hooks';
import { processWide } from '@/lib/async/process-wide.mjs';

/*
 * Whether the request being answered met a Directory API outage. The flag belongs to one
 * request: the fetch path and the readers of shared loads set it where an upstream failure
 * reaches them, and the 503 answer (lib/resilience/unavailable-response.ts) reads it from the
 * response of that same request. A 500 from a request that met no outage is a bug and stays
 * a 500, whatever other requests met meanwhile.
 *
 * The store is process-wide: Next.js bundles instrumentation.ts and the app's server code
 * separately, and both copies of this module must share one AsyncLocalStorage.
 */

export interface RequestOutage {
  upstreamFailed: boolean;
}

function requestOutages(): AsyncLocalStorage<RequestOutage> {
  return processWide('request-outage', '', () => new AsyncLocalStorage<RequestOutage>());
}

/** Runs `answer` (one request's handling) with a flag of its own, which it returns beside. */
export function withRequestOutageFlag<T>(answer: (flag: RequestOutage) => T): T {
  const flag: RequestOutage = { upstreamFailed: false };
  return requestOutages().run(flag, () => answer(flag));
}

/** Marks the current request as having met an outage; outside a request, nothing to mark. */
export function recordUpstreamFailure(): void {
  const flag = requestOutages().getStore();
  if (flag) flag.upstreamFailed = true;
}
