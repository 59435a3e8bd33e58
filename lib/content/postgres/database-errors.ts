import { ContentStoreUnavailableError } from '../store-unavailable';

/*
 * What a database failure becomes before it leaves the store: scrubbed of the URL's password
 * (wherever a driver or server message might repeat it), and, when it means the database
 * cannot answer now, a ContentStoreUnavailableError that callers turn into a 503.
 */

/** Node's codes of a connection that failed or broke. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/**
 * SQLSTATEs of a database that cannot answer now: connection exceptions (08), shutting down or
 * starting (57P01-57P03), too many connections (53300), a statement cut by its timeout (57014),
 * and a login refused or a database missing (28, 3D000), which an operator must fix meanwhile.
 */
function isUnavailableState(code: string): boolean {
  return (
    code.startsWith('08') ||
    code.startsWith('28') ||
    code.startsWith('57P') ||
    ['53300', '57014', '3D000'].includes(code)
  );
}

/** pg's own messages for a pool or client that lost its connection or waited too long. */
const DRIVER_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|Client was closed|connect ECONNREFUSED|Query read timeout/i;

export function isUnavailable(error: unknown): boolean {
  const code = String((error as { code?: unknown })?.code ?? '');
  if (NETWORK_CODES.has(code) || isUnavailableState(code)) return true;
  return DRIVER_MESSAGES.test(String((error as { message?: unknown })?.message ?? ''));
}

/** Removes every spelling of `secret` from `text`. */
export function scrub(text: string, secret: string): string {
  if (!secret) return text;
  let result = text;
  for (const spelling of new Set([secret, encodeURIComponent(secret)]))
    result = result.split(spelling).join('***');
  return result;
}

/** The error to throw in place of `error`, scrubbed, typed when it means an outage. */
export function storeError(error: unknown, password: string, what: string): Error {
  const message = scrub(
    String((error as { message?: unknown })?.message ?? error) || 'unknown error',
    password,
  );
  const code = (error as { code?: unknown })?.code;
  const detail = `${what}: ${message}${typeof code === 'string' ? ` (${code})` : ''}`;
  if (isUnavailable(error))
    return new ContentStoreUnavailableError(`Content index unavailable, ${detail}`);
  return new Error(`Content index query failed, ${detail}`);
}
