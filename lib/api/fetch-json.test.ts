import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { forgetProcessWide } from '@/lib/async/process-wide.mjs';
import { withRequestOutageFlag } from '@/lib/http/upstream-outage';
import { DirectoryApiError } from './errors';
import { fetchApiJson, fetchApiJsonUncached } from './fetch-json';

interface CacheCall {
  /** What unstable_cache puts in its key besides the key parts: the function's source text. */
  source: string;
  keyParts: string[];
  options: { revalidate?: number | false; tags?: string[] };
}

const cacheCalls: CacheCall[] = [];

// Next's unstable_cache needs a running server; this stand-in records how it is called and
// runs the function, as unstable_cache does on a miss.
vi.mock('next/cache', () => ({
  unstable_cache:
    <T>(fn: () => Promise<T>, keyParts: string[], options: CacheCall['options']) =>
    () => {
      cacheCalls.push({ source: fn.toString(), keyParts, options });
      return fn();
    },
}));

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

let server: Server;
let handler: Handler;
let url: string;
let seen: IncomingMessage[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push(request);
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  vi.stubEnv('DIRECTORY_API_URL', `http://127.0.0.1:${port}`);
  url = `http://127.0.0.1:${port}/index/directory-business/acme?lang=fr`;
  // Room for a loaded machine: only the test of an API that never answers waits it out.
  vi.stubEnv('API_TIMEOUT_MS', '2000');
  vi.stubEnv('API_CONTACT', 'ops@directory.example');
});

afterEach(() => {
  // Each test starts with an instance limiter that no earlier test's 503 holds.
  forgetProcessWide('upstream-limiter');
  seen = [];
  cacheCalls.length = 0;
  vi.restoreAllMocks();
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise((resolve) => server.close(resolve));
});

const request = {
  segments: ['index', 'directory-business', 'acme'],
  locale: 'fr' as const,
  tags: ['t'],
};

function json(status: number, body: unknown): Handler {
  return (_request, response) => {
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(body));
  };
}

describe('fetchApiJsonUncached', () => {
  it('records an outage for 5xx, timeouts and garbage, not for a 404 or a 400', async () => {
    const clientErrors = await withRequestOutageFlag(async (flag) => {
      handler = json(404, { message: 'Not found', statusCode: 404 });
      await fetchApiJsonUncached(url);
      handler = json(400, { message: 'bad', statusCode: 400 });
      await fetchApiJsonUncached(url).catch(() => undefined);
      return flag.upstreamFailed;
    });
    expect(clientErrors).toBe(false);
    const serverError = await withRequestOutageFlag(async (flag) => {
      handler = json(502, {});
      await fetchApiJsonUncached(url).catch(() => undefined);
      return flag.upstreamFailed;
    });
    expect(serverError).toBe(true);
  });

  it('returns the parsed body and sends lang and the spec User-Agent', async () => {
    handler = json(200, { slug: 'acme' });
    await expect(fetchApiJsonUncached(url)).resolves.toEqual({ slug: 'acme' });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.url).toBe('/index/directory-business/acme?lang=fr');
    expect(seen[0]?.headers['user-agent']).toMatch(
      /^open-business-directory\/\d+\.\d+\.\d+ \(contact: ops@directory\.example\)$/,
    );
  });

  it('maps a 404 to null without retrying', async () => {
    handler = json(404, { message: 'Not found', statusCode: 404 });
    await expect(fetchApiJsonUncached(url)).resolves.toBeNull();
    expect(seen).toHaveLength(1);
  });

  it('retries a 5xx once, then throws a typed status error', async () => {
    handler = json(503, { message: 'down' });
    const error = await fetchApiJsonUncached(url).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DirectoryApiError);
    expect(error).toMatchObject({ kind: 'status', status: 503 });
    expect(seen).toHaveLength(2);
  });

  it('recovers when the retry succeeds', async () => {
    let calls = 0;
    handler = (req, res) =>
      ++calls === 1 ? json(500, {})(req, res) : json(200, { ok: true })(req, res);
    await expect(fetchApiJsonUncached(url)).resolves.toEqual({ ok: true });
    expect(seen).toHaveLength(2);
  });

  it('retries a 429 once its Retry-After has passed', async () => {
    let calls = 0;
    handler = (req, res) => {
      calls += 1;
      if (calls === 1) {
        res.writeHead(429, { 'Retry-After': '0.3', 'Content-Type': 'application/json' });
        res.end('{}');
      } else json(200, { ok: true })(req, res);
    };
    const started = Date.now();
    await expect(fetchApiJsonUncached(url)).resolves.toEqual({ ok: true });
    expect(seen).toHaveLength(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
  });

  it('does not retry a 400', async () => {
    handler = json(400, { message: 'bad', statusCode: 400 });
    await expect(fetchApiJsonUncached(url)).rejects.toMatchObject({ kind: 'status', status: 400 });
    expect(seen).toHaveLength(1);
  });

  it('throws invalid-body for HTML, empty and truncated bodies', async () => {
    for (const body of ['<html>oops</html>', '', '{"data": [1, 2']) {
      handler = (_req, res) => {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(body);
      };
      await expect(fetchApiJsonUncached(url)).rejects.toMatchObject({ kind: 'invalid-body' });
    }
  });

  it('gives up within the timeout when the API hangs', async () => {
    handler = () => undefined; // never answers
    // Were the timeout not enforced, this would hang until the test's own limit and fail.
    await expect(fetchApiJsonUncached(url)).rejects.toMatchObject({ kind: 'timeout' });
  }, 10_000);
});

describe('fetchApiJson', () => {
  it('caches the parsed answer under the request URL and tags, never through fetch', async () => {
    handler = json(200, { slug: 'acme' });
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await fetchApiJson(request);
    expect(cacheCalls).toHaveLength(1);
    expect(cacheCalls[0]?.keyParts.at(-1)).toMatch(/\/index\/directory-business\/acme\?lang=fr$/);
    expect(cacheCalls[0]?.options).toEqual({ revalidate: 300, tags: ['t'] });
    // No minified code in the key: every route's chunk must find the same entry for one URL.
    expect(cacheCalls[0]?.source).toBe('directory-api:fetchApiJson');
    // Next's fetch cache would store an HTML or truncated 200 for the whole cache lifetime.
    expect(fetchSpy.mock.calls[0]?.[1]).toMatchObject({ cache: 'no-store' });
    expect(fetchSpy.mock.calls[0]?.[1]).not.toHaveProperty('next');
  });

  it('lets a companion reader accept the same entry for COMPANION_CACHE_SECONDS', async () => {
    handler = json(200, { slug: 'acme' });
    vi.stubEnv('COMPANION_CACHE_SECONDS', '5400');
    await fetchApiJson(request);
    await fetchApiJson({ ...request, lifetime: 'companion' });
    vi.stubEnv('COMPANION_CACHE_SECONDS', '');
    // One entry (same key) judged by two lifetimes: the page's and the companion files'.
    expect(cacheCalls.map((call) => call.keyParts)).toEqual([
      cacheCalls[0]?.keyParts,
      cacheCalls[0]?.keyParts,
    ]);
    expect(cacheCalls.map((call) => call.options.revalidate)).toEqual([300, 5400]);
  });

  it('replays a failure for a moment instead of asking the failing API again', async () => {
    handler = json(503, { message: 'down' });
    const failing = { ...request, segments: ['index', 'directory-business', 'replayed'] };
    await expect(fetchApiJson(failing)).rejects.toMatchObject({ kind: 'status', status: 503 });
    const calls = seen.length;
    handler = json(200, { slug: 'replayed' });
    await expect(fetchApiJson(failing)).rejects.toMatchObject({ kind: 'status', status: 503 });
    expect(seen).toHaveLength(calls);
  });
});
