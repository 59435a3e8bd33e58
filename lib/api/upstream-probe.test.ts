import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { forgetProcessWide } from '@/lib/async/process-wide.mjs';
import { upstreamAnswers } from './upstream-probe';

type Route = (response: ServerResponse) => void;

let server: Server;
let routes: Record<string, Route> = {};

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const route = routes[new URL(request.url ?? '/', 'http://x').pathname];
    if (route) route(response);
    else response.writeHead(404).end('{"message":"Not found","statusCode":404}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  vi.stubEnv('DIRECTORY_API_URL', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  vi.stubEnv('API_TIMEOUT_MS', '1000');
});

// Each test starts with an instance limiter that no earlier test's 503 holds.
afterEach(() => forgetProcessWide('upstream-limiter'));

afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise((resolve) => server.close(resolve));
});

const LISTING = '/index/directory-businesses';
const ACME = '/index/directory-business/acme';

function send(status: number, body: string): Route {
  return (response) => response.writeHead(status, { 'Content-Type': 'application/json' }).end(body);
}

/** A listing longer than the probe reads, so that it must probe the first business instead. */
const LONG_LISTING = JSON.stringify({
  data: [
    { slug: 'acme' },
    ...Array.from({ length: 5_000 }, (_, n) => ({ slug: `b${n}`, pad: 'x'.repeat(20) })),
  ],
});

describe('upstreamAnswers', () => {
  it('reads a business whole: JSON or a 404 is an answer, garbage and 5xx are not', async () => {
    routes = { [ACME]: send(200, '{"slug":"acme"}') };
    expect(await upstreamAnswers('acme')).toBe(true);
    expect(await upstreamAnswers('gone')).toBe(true);
    routes = { [ACME]: send(200, '{"slug":"ac') };
    expect(await upstreamAnswers('acme')).toBe(false);
    routes = { [ACME]: send(503, '{}') };
    expect(await upstreamAnswers('acme')).toBe(false);
  });

  it('probes a long listing through its first business', async () => {
    routes = { [LISTING]: send(200, LONG_LISTING), [ACME]: send(200, '{"slug":"acme"}') };
    expect(await upstreamAnswers(null)).toBe(true);
    // The listing starts well, but the API truncates every body.
    routes = {
      [LISTING]: send(200, LONG_LISTING.slice(0, LONG_LISTING.length / 2)),
      [ACME]: send(200, '{"slug":'),
    };
    expect(await upstreamAnswers(null)).toBe(false);
  });

  it('parses a short listing whole, and fails on garbage, HTML, empty bodies and errors', async () => {
    routes = { [LISTING]: send(200, '{"data":[]}') };
    expect(await upstreamAnswers(null)).toBe(true);
    for (const route of [
      send(200, '{"data": [ {"businessName": "Unterminated <<<EOF>>> }}} ,,,'),
      send(200, '<!DOCTYPE html><html></html>'),
      send(200, ''),
      send(500, '{}'),
    ]) {
      routes = { [LISTING]: route };
      expect(await upstreamAnswers(null)).toBe(false);
    }
  });
});
