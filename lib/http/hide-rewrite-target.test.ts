import { createServer, ServerResponse, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hideRewriteTarget, keepsRewriteHeader } from './hide-rewrite-target';

describe('keepsRewriteHeader', () => {
  it('keeps it for pages and their RSC payloads only', () => {
    expect(keepsRewriteHeader('text/html; charset=utf-8')).toBe(true);
    expect(keepsRewriteHeader('text/x-component')).toBe(true);
    expect(keepsRewriteHeader('text/markdown; charset=utf-8')).toBe(false);
    expect(keepsRewriteHeader('text/plain')).toBe(false);
  });
});

describe('hideRewriteTarget', () => {
  class PatchedResponse extends ServerResponse {}
  hideRewriteTarget(PatchedResponse.prototype);
  let server: Server;
  let base: string;

  beforeAll(async () => {
    server = createServer({ ServerResponse: PatchedResponse }, (request, response) => {
      response.setHeader('x-middleware-rewrite', '/en/llms.txt');
      response.setHeader('Content-Type', request.url === '/page' ? 'text/html' : 'text/plain');
      response.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('drops the internal path from a text file, and keeps it on a page', async () => {
    expect((await fetch(`${base}/llms.txt`)).headers.get('x-middleware-rewrite')).toBeNull();
    expect((await fetch(`${base}/page`)).headers.get('x-middleware-rewrite')).toBe('/en/llms.txt');
  });
});
