import { recordUpstreamFailure } from '@/lib/resilience/upstream-health';

export type DirectoryApiErrorKind = 'timeout' | 'network' | 'status' | 'invalid-body';

/** Whether the error says the API is down or broken (not that the site asked for something wrong). */
function isOutage(kind: DirectoryApiErrorKind, status: number | null): boolean {
  return kind !== 'status' || (status ?? 0) >= 500;
}

/** Anything but a clean answer or a 404 from the Directory API. Pages turn it into a 503. */
export class DirectoryApiError extends Error {
  readonly kind: DirectoryApiErrorKind;
  readonly status: number | null;
  readonly url: string;

  constructor(
    kind: DirectoryApiErrorKind,
    url: string,
    status: number | null = null,
    cause?: unknown,
  ) {
    super(`Directory API ${kind}${status ? ` ${status}` : ''} for ${url}`, { cause });
    this.name = 'DirectoryApiError';
    this.kind = kind;
    this.status = status;
    this.url = url;
    // Recorded here rather than by each caller, so that every reader of the API (the JSON
    // getters, the streamed listing) feeds the outage signal the 503 answers rely on.
    if (isOutage(kind, status)) recordUpstreamFailure();
  }
}

export function isDirectoryApiError(error: unknown): error is DirectoryApiError {
  return error instanceof DirectoryApiError;
}

/** A failed fetch or body read: 'timeout' when our deadline aborted it, 'network' otherwise. */
export function transportError(
  url: string,
  status: number | null,
  cause: unknown,
): DirectoryApiError {
  const timedOut = cause instanceof DOMException && cause.name === 'TimeoutError';
  return new DirectoryApiError(timedOut ? 'timeout' : 'network', url, status, cause);
}
