import { recordUpstreamFailure } from '@/lib/http/upstream-outage';
import { isDirectoryApiError, isOutage } from './errors';

/**
 * Feeds the outage signal the 503 answers rely on. Called where the fetch path lets an error
 * go, so that building an error stays free of side effects (a test or a caller may build one
 * without claiming the API is down).
 */
export function recordIfOutage(error: unknown): void {
  if (isDirectoryApiError(error) && isOutage(error)) recordUpstreamFailure();
}
