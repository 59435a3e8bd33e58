/**
 * The content index cannot be read or written right now (its database is down, unreachable,
 * restarting or too slow). A page or endpoint that needs the index answers 503 with
 * `Retry-After: retryAfterSeconds`, never 500; the store recovers by itself when the database
 * is back. Its message names no password.
 */
export class ContentStoreUnavailableError extends Error {
  readonly retryAfterSeconds: number;

  constructor(message: string, retryAfterSeconds = 30) {
    super(message);
    this.name = 'ContentStoreUnavailableError';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export function isContentStoreUnavailable(error: unknown): error is ContentStoreUnavailableError {
  return error instanceof ContentStoreUnavailableError;
}
