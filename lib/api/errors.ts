export type DirectoryApiErrorKind = 'timeout' | 'network' | 'status' | 'invalid-body';

/** Whether the error says the API is down or broken (not that the site asked for something wrong). */
export function isOutage(error: DirectoryApiError): boolean {
  return error.kind !== 'status' || (error.status ?? 0) >= 500;
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
  }
}

export function isDirectoryApiError(error: unknown): error is DirectoryApiError {
  return error instanceof DirectoryApiError;
}
