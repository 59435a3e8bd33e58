/** The longest pause the limiter takes, whatever the API asks. */
export const MAX_BACKOFF_MS = 60_000;

/** Retry-After in milliseconds (seconds or an HTTP date), or null. */
export function retryAfterMs(value: string | null, now = Date.now()): number | null {
  if (value === null || value.trim() === '') return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(MAX_BACKOFF_MS, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.min(MAX_BACKOFF_MS, Math.max(0, date - now));
}
