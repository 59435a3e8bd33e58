import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

/*
 * Next.js 16 answers a page whose render throws with a 500 and an empty error shell (the
 * message only appears once client JavaScript runs), and an App Router page cannot choose a
 * 503 itself: the limit vercel/next.js discussion #53225 asks about, no way to set a page's
 * status. e2e/framework-workarounds.spec.ts runs the site without this patch and fails once an
 * outage is no longer a 500. When the request being answered met a Directory API outage, this
 * patch of ServerResponse turns such an answer into what an outage should be: 503, Retry-After, never
 * cached, and for a page a friendly HTML body in the page's language instead of Next's shell.
 * Any other answer, and the 500 of a request that met no outage (a bug), goes out untouched.
 *
 * The decision is taken when the response starts (its first writeHead, write or end), when the
 * status and content type are final and nothing has been sent yet.
 */

export interface UnavailableOptions {
  /** Whether this response's request met an API outage (see lib/http/upstream-outage.ts). */
  isOutage: (response: ServerResponse) => boolean;
  /** The 503 page for a request path (its language comes from the path). */
  pageHtml: (requestPath: string) => string;
  retryAfterSeconds: number;
}

/** pass: untouched; status: 503 with the original body; page: 503 with the friendly page. */
type Decision = 'pass' | 'status' | 'page';

const PATCHED = Symbol.for('open-business-directory.unavailable-response');
const DECISION = Symbol('unavailable-response.decision');
const PAGE = Symbol('unavailable-response.page');

type Patched = ServerResponse & { [DECISION]?: Decision; [PAGE]?: string };
type Patchable = Pick<ServerResponse, 'writeHead' | 'write' | 'end'> & { [PATCHED]?: true };

function decide(
  response: Patched,
  status: number,
  contentType: string,
  options: UnavailableOptions,
): Decision {
  if (status !== 500 || !options.isOutage(response)) return 'pass';
  const method = response.req?.method ?? 'GET';
  const type = contentType || String(response.getHeader('content-type') ?? '');
  return (method === 'GET' || method === 'HEAD') && type.startsWith('text/html')
    ? 'page'
    : 'status';
}

/** Decides once per response; sets the 503's headers unless it passes. */
function decision(
  response: Patched,
  status: number,
  options: UnavailableOptions,
  contentType = '',
): Decision {
  if (response[DECISION] !== undefined) return response[DECISION];
  if (response.headersSent) return 'pass';
  const chosen = decide(response, status, contentType, options);
  response[DECISION] = chosen;
  if (chosen === 'pass') return chosen;
  response.statusCode = 503;
  response.setHeader('Retry-After', String(options.retryAfterSeconds));
  // Neither a browser nor a CDN may keep the outage once the API is back.
  response.setHeader('Cache-Control', 'no-store');
  if (chosen === 'page') {
    // Built now, so that its length goes out with the headers, which an explicit writeHead
    // sends before any body.
    response[PAGE] = options.pageHtml(response.req?.url ?? '/');
    response.removeHeader('ETag');
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    setPageLength(response);
  }
  return chosen;
}

/**
 * The page goes out as is: uncompressed, with its own length. Next's compression sets its
 * Content-Encoding (and drops the length) just before the headers are written, possibly after
 * the decision, so this runs again in writeHead.
 */
function setPageLength(response: Patched): void {
  response.removeHeader('Content-Encoding');
  response.setHeader('Content-Length', String(Buffer.byteLength(response[PAGE] ?? '')));
}

function callbackOf(args: readonly unknown[]): (() => void) | undefined {
  const last = args.at(-1);
  return typeof last === 'function' ? (last as () => void) : undefined;
}

function isHeaderObject(value: unknown): value is OutgoingHttpHeaders {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The Content-Type among writeHead's arguments, if they carry one. */
function contentTypeIn(args: readonly unknown[]): string {
  for (const arg of args) {
    if (!isHeaderObject(arg)) continue;
    const entry = Object.entries(arg).find(([name]) => name.toLowerCase() === 'content-type');
    if (entry) return String(entry[1]);
  }
  return '';
}

const BODY_HEADERS = new Set(['content-length', 'content-encoding']);

function withoutBodyHeaders(headers: unknown): unknown {
  if (!isHeaderObject(headers)) return headers;
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !BODY_HEADERS.has(name.toLowerCase())),
  );
}

export function answerOutagesWith503(prototype: Patchable, options: UnavailableOptions): void {
  if (prototype[PATCHED]) return;
  const { writeHead, write, end } = prototype;

  prototype.writeHead = function patchedWriteHead(
    this: Patched,
    status: number,
    ...rest: unknown[]
  ) {
    const chosen = decision(this, status, options, contentTypeIn(rest));
    if (chosen === 'pass')
      return (writeHead as (...args: unknown[]) => ServerResponse).call(this, status, ...rest);
    // writeHead(status, headers) or writeHead(status, reason, headers): the headers given here
    // win over setHeader, so the Content-Length and encoding of Next's body must go from them.
    if (chosen === 'page') setPageLength(this);
    const args = rest.map((arg) => (chosen === 'page' ? withoutBodyHeaders(arg) : arg));
    return (writeHead as (...args: unknown[]) => ServerResponse).call(this, 503, ...args);
  } as ServerResponse['writeHead'];

  prototype.write = function patchedWrite(this: Patched, ...args: unknown[]) {
    if (decision(this, this.statusCode, options) !== 'page') {
      return (write as (...args: unknown[]) => boolean).apply(this, args);
    }
    // Next's error shell is dropped; the friendly page is written by end().
    callbackOf(args)?.();
    return true;
  } as ServerResponse['write'];

  prototype.end = function patchedEnd(this: Patched, ...args: unknown[]) {
    if (decision(this, this.statusCode, options) !== 'page') {
      return (end as (...args: unknown[]) => ServerResponse).apply(this, args);
    }
    return (end as (...args: unknown[]) => ServerResponse).call(
      this,
      this[PAGE] ?? '',
      'utf8',
      callbackOf(args),
    );
  } as ServerResponse['end'];

  prototype[PATCHED] = true;
}
