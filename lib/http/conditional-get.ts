import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

/*
 * Conditional GETs for the site's own text and JSON answers, a Next.js limit worked around:
 * Next answers a page's If-None-Match itself, but not an App Router route handler's (twins,
 * companion files, JSON endpoints), whose cached answers it replays as they are, a 200 with
 * the whole body. Those answers carry an ETag of their body (`bodyEtag`), and when the headers
 * are written a request that already holds that version gets a 304 without the body.
 * e2e/framework-workarounds.spec.ts runs the site without this patch and fails once Next
 * answers such a request with a 304 itself.
 */

const PATCHED = Symbol.for('open-business-directory.conditional-get');

/** A strong validator of a body: the same bytes, the same tag. */
export function bodyEtag(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** If-None-Match against an ETag, by weak comparison (RFC 9110 13.1.2), `*` included. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

type WriteHead = ServerResponse['writeHead'];
type Patchable = { writeHead: WriteHead; [PATCHED]?: true };

function headerIn(headers: unknown, name: string): string | undefined {
  if (!headers || typeof headers !== 'object' || Array.isArray(headers)) return undefined;
  const found = Object.entries(headers as OutgoingHttpHeaders).find(
    ([key]) => key.toLowerCase() === name,
  )?.[1];
  return found === undefined ? undefined : String(found);
}

export function answerConditionalGets(prototype: Patchable): void {
  if (prototype[PATCHED]) return;
  const original = prototype.writeHead;
  prototype.writeHead = function writeHead(this: ServerResponse, ...args: unknown[]) {
    const request = (this as ServerResponse & { req?: IncomingMessage }).req;
    const status = typeof args[0] === 'number' ? args[0] : this.statusCode;
    const headers = args.find((arg) => arg !== null && typeof arg === 'object');
    const etag = headerIn(headers, 'etag') ?? this.getHeader('etag')?.toString();
    const method = request?.method ?? 'GET';
    if (
      status === 200 &&
      etag &&
      (method === 'GET' || method === 'HEAD') &&
      matchesEtag(request?.headers['if-none-match'], etag)
    ) {
      // Node sends no body with a 304: the handler's writes are dropped.
      args[0] = 304;
      this.statusCode = 304;
      this.removeHeader('content-length');
    }
    return (original as (...values: unknown[]) => ServerResponse).apply(this, args);
  } as WriteHead;
  prototype[PATCHED] = true;
}
