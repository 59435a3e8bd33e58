/*
 * When the Directory API last failed, shared by every copy of this module. Next.js bundles
 * instrumentation.ts and the app's server code separately, so a plain module-level variable
 * would exist twice; a registry entry on globalThis (Symbol.for) is the one both copies see.
 * The response patch (unavailable-response.ts) reads it to tell an outage from a bug.
 */

export interface UpstreamHealth {
  /** Date.now() of the last failed upstream call, or null if none has failed. */
  lastFailureAt: number | null;
}

const KEY = Symbol.for('open-business-directory.upstream-health');

/**
 * How long after a failed upstream call an error answer is blamed on the API. A page fails
 * within one request of its upstream call (at most a few timeouts), so a minute is generous
 * without turning the 500 of a later, unrelated bug into a 503.
 */
export const OUTAGE_WINDOW_MS = 60_000;

type HealthHolder = { [KEY]?: UpstreamHealth };

export function upstreamHealth(): UpstreamHealth {
  const holder = globalThis as HealthHolder;
  holder[KEY] ??= { lastFailureAt: null };
  return holder[KEY];
}

export function recordUpstreamFailure(now: number = Date.now()): void {
  upstreamHealth().lastFailureAt = now;
}

/**
 * Whether an error answer given now is likely the API's fault. A success does not clear it:
 * with only one section endpoint failing, a success elsewhere says nothing about that section.
 */
export function upstreamRecentlyFailed(
  now: number = Date.now(),
  windowMs: number = OUTAGE_WINDOW_MS,
): boolean {
  const { lastFailureAt } = upstreamHealth();
  return lastFailureAt !== null && now - lastFailureAt <= windowMs;
}

/** For tests. */
export function resetUpstreamHealth(): void {
  upstreamHealth().lastFailureAt = null;
}
