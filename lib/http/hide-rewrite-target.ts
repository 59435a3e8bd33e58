import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

/*
 * Works around a Next.js limit: a middleware rewrite always sends its internal target in an
 * `x-middleware-rewrite` response header. proxy.ts rewrites companion
 * files and twins to internal routes (/llms.txt → /en/llms.txt, /business/x.md →
 * /md/en/business/x); Next's client router reads the header on page navigations only, and on
 * a text or JSON file it just shows a crawler paths that are not the site's. So the header is
 * dropped from every response that is not a page (HTML) or a page's RSC payload, when the
 * headers are written. e2e/framework-workarounds.spec.ts runs the site without this patch and
 * fails once Next stops sending the header on such files.
 */

const PATCHED = Symbol.for('open-business-directory.hide-rewrite-target');
const HEADER = 'x-middleware-rewrite';

/** Pages and their RSC payloads keep the header: Next's client router may use it. */
export function keepsRewriteHeader(contentType: string | undefined): boolean {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return type === '' || type === 'text/html' || type === 'text/x-component';
}

type WriteHead = ServerResponse['writeHead'];
type Patchable = { writeHead: WriteHead; [PATCHED]?: true };

function contentTypeOf(response: ServerResponse, headers: unknown): string | undefined {
  const given =
    headers && typeof headers === 'object' && !Array.isArray(headers)
      ? Object.entries(headers as OutgoingHttpHeaders).find(
          ([name]) => name.toLowerCase() === 'content-type',
        )?.[1]
      : undefined;
  const value = given ?? response.getHeader('content-type');
  return value === undefined ? undefined : String(value);
}

export function hideRewriteTarget(prototype: Patchable): void {
  if (prototype[PATCHED]) return;
  const original = prototype.writeHead;
  prototype.writeHead = function writeHead(this: ServerResponse, ...args: unknown[]) {
    const headers = args.find((arg) => arg !== null && typeof arg === 'object');
    if (!keepsRewriteHeader(contentTypeOf(this, headers))) {
      this.removeHeader(HEADER);
      if (headers && !Array.isArray(headers)) {
        for (const name of Object.keys(headers))
          if (name.toLowerCase() === HEADER) delete (headers as OutgoingHttpHeaders)[name];
      }
    }
    return (original as (...values: unknown[]) => ServerResponse).apply(this, args);
  } as WriteHead;
  prototype[PATCHED] = true;
}
