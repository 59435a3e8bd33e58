import { createServer, ServerResponse, type IncomingMessage, type Server } from 'node:http';
import { gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answerOutagesWith503 } from './unavailable-response';

/*
 * The patch goes on a private subclass, so that the test process's own http module stays
 * untouched for the files that run after this one in the same worker.
 */
class PatchedResponse extends ServerResponse {}

let outage = false;
let handler: (request: IncomingMessage, response: ServerResponse) => void = () => undefined;
let server: Server;
let base: string;

beforeAll(async () => {
  answerOutagesWith503(PatchedResponse.prototype, {
    isOutage: () => outage,
    pageHtml: (path) => `<!DOCTYPE html><html lang="fr"><p>unavailable ${path}</p></html>`,
    retryAfterSeconds: 60,
  });
  server = createServer(
    { ServerResponse: PatchedResponse as typeof ServerResponse },
    (request, response) => handler(request, response),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

beforeEach(() => {
  outage = false;
});

// What Next.js sends for a page whose render threw: a 500 and an empty shell.
const NEXT_SHELL = '<!DOCTYPE html><html id="__next_error__"><body></body></html>';

function nextErrorPage(style: 'end' | 'stream' | 'writeHead') {
  return (_request: IncomingMessage, response: ServerResponse) => {
    if (style === 'writeHead') {
      response.writeHead(500, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Length': String(NEXT_SHELL.length),
      });
      response.end(NEXT_SHELL);
      return;
    }
    response.statusCode = 500;
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.setHeader('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate');
    if (style === 'end') {
      response.setHeader('Content-Length', String(NEXT_SHELL.length));
      response.end(NEXT_SHELL);
    } else {
      response.write(NEXT_SHELL.slice(0, 20));
      response.write(NEXT_SHELL.slice(20));
      response.end();
    }
  };
}

describe('answerOutagesWith503', () => {
  it.each(['end', 'stream', 'writeHead'] as const)(
    'turns a page 500 during an outage into the 503 page (%s)',
    async (style) => {
      outage = true;
      handler = nextErrorPage(style);
      const response = await fetch(`${base}/fr/business/acme?x=1`);
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('60');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const body = await response.text();
      expect(body).toBe(
        '<!DOCTYPE html><html lang="fr"><p>unavailable /fr/business/acme?x=1</p></html>',
      );
      expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(body)));
    },
  );

  it('sends the page uncompressed even when a compression layer wraps the response', async () => {
    outage = true;
    // What Next's compression does: its own writeHead sets Content-Encoding just before the
    // headers go out, and its write/end hand gzip bytes to the prototype's methods.
    handler = (_request, response) => {
      const protoWriteHead = PatchedResponse.prototype.writeHead;
      const protoEnd = PatchedResponse.prototype.end as (
        this: ServerResponse,
        chunk: Buffer,
      ) => ServerResponse;
      response.writeHead = function (
        this: ServerResponse,
        ...args: Parameters<ServerResponse['writeHead']>
      ) {
        this.setHeader('Content-Encoding', 'gzip');
        this.removeHeader('Content-Length');
        return protoWriteHead.apply(this, args);
      } as ServerResponse['writeHead'];
      response.end = function (this: ServerResponse, chunk?: unknown) {
        if (!this.headersSent) this.writeHead(this.statusCode);
        return protoEnd.call(this, gzipSync(String(chunk)));
      } as ServerResponse['end'];
      nextErrorPage('end')(_request, response);
    };
    const response = await fetch(`${base}/business/acme`);
    expect(response.status).toBe(503);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.text()).toContain('unavailable /business/acme');
  });

  it('leaves a 500 alone while the API is healthy (a bug is not an outage)', async () => {
    handler = nextErrorPage('end');
    const response = await fetch(`${base}/business/acme`);
    expect(response.status).toBe(500);
    expect(response.headers.get('retry-after')).toBeNull();
    expect(await response.text()).toBe(NEXT_SHELL);
  });

  it('keeps the body of a non-HTML 500 but still answers 503', async () => {
    outage = true;
    handler = (_request, response) => {
      response.statusCode = 500;
      response.setHeader('Content-Type', 'text/x-component');
      response.end('0:E{}');
    };
    const response = await fetch(`${base}/business/acme`, { headers: { rsc: '1' } });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('60');
    expect(await response.text()).toBe('0:E{}');
  });

  it('never touches other statuses, even during an outage', async () => {
    outage = true;
    for (const status of [200, 404, 503]) {
      handler = (_request, response) => {
        response.writeHead(status, { 'Content-Type': 'text/html' });
        response.end(`status ${status}`);
      };
      const response = await fetch(`${base}/business/acme`);
      expect(response.status).toBe(status);
      expect(await response.text()).toBe(`status ${status}`);
    }
  });
});
