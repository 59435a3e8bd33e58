import { Server, ServerResponse, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordUpstreamFailure } from '@/lib/http/upstream-outage';
import { responseMetOutage, scopeRequestsWithOutageFlag } from './request-outage-scope';
import { answerOutagesWith503 } from './unavailable-response';

/*
 * A real HTTP server with both patches, on private subclasses so that the test process's own
 * http module stays untouched: a request that meets an outage answers 503, the 500 of one that
 * did not (a bug) stays a 500, even while outages happen around it.
 */

class ScopedServer extends Server {}
class PatchedResponse extends ServerResponse {}
scopeRequestsWithOutageFlag(ScopedServer.prototype);
answerOutagesWith503(PatchedResponse.prototype, {
  isOutage: responseMetOutage,
  pageHtml: () => '<p>unavailable</p>',
  retryAfterSeconds: 60,
});

function later(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
  await later(5);
  if (request.url === '/outage') recordUpstreamFailure();
  await later(request.url === '/bug' ? 20 : 5);
  response.writeHead(request.url === '/ok' ? 200 : 500, { 'Content-Type': 'text/html' });
  response.end('<p>shell</p>');
}

let server: ScopedServer;
let base = '';

beforeAll(async () => {
  server = new ScopedServer(
    { ServerResponse: PatchedResponse as typeof ServerResponse },
    (request, response) => {
      void answer(request, response);
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the 503 answer, decided per request', () => {
  it('answers 503 with Retry-After and the friendly page to a request that met an outage', async () => {
    const response = await fetch(`${base}/outage`);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('60');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe('<p>unavailable</p>');
  });

  it("keeps a bug's 500 while other requests meet outages at the same time", async () => {
    const [bug, outage, ok] = await Promise.all([
      fetch(`${base}/bug`),
      fetch(`${base}/outage`),
      fetch(`${base}/ok`),
    ]);
    expect(outage.status).toBe(503);
    expect(bug.status).toBe(500);
    expect(await bug.text()).toBe('<p>shell</p>');
    expect(ok.status).toBe(200);
    // And right after an outage, a bug is still a bug.
    expect((await fetch(`${base}/bug`)).status).toBe(500);
  });
});
