import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { withRequestOutageFlag } from '@/lib/http/upstream-outage';
import { DirectoryApiError } from './errors';
import {
  openUpstream,
  recordingFailures,
  recordingStreamFailures,
  transportError,
} from './upstream-request';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

let server: Server;
let handler: Handler;
let base: string;

beforeAll(async () => {
  server = createServer((request, response) => handler(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  vi.stubEnv('DIRECTORY_API_URL', base);
  vi.stubEnv('API_TIMEOUT_MS', '300');
  vi.stubEnv('API_CONTACT', 'ops@directory.example');
});

afterAll(async () => {
  vi.unstubAllEnvs();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function kindOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  return error instanceof DirectoryApiError ? error.kind : `not a DirectoryApiError: ${error}`;
}

describe('openUpstream', () => {
  it('sends one set of headers and hands back any status for the caller to judge', async () => {
    let seen: IncomingMessage | undefined;
    handler = (request, response) => {
      seen = request;
      response.writeHead(500).end();
    };
    const response = await openUpstream(`${base}/index/directory-businesses`);
    expect(response.status).toBe(500);
    expect(seen?.headers.accept).toBe('application/json');
    expect(seen?.headers['user-agent']).toMatch(/\(contact: ops@directory\.example\)$/);
  });

  it('maps a response that does not arrive in time to a timeout', async () => {
    handler = () => undefined;
    expect(await kindOf(openUpstream(`${base}/slow`, { timeoutMs: 50 }))).toBe('timeout');
  });

  it('maps a refused connection to a network error', async () => {
    expect(await kindOf(openUpstream('http://127.0.0.1:1/x'))).toBe('network');
  });

  it('bounds the whole response by default, and only the headers when asked', async () => {
    handler = (_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.write('[');
      setTimeout(() => response.end(']'), 150);
    };
    const whole = await openUpstream(`${base}/body`, { timeoutMs: 60 });
    await expect(whole.text()).rejects.toThrow();
    const headersOnly = await openUpstream(`${base}/body`, { timeoutMs: 60, bounds: 'headers' });
    expect(await headersOnly.text()).toBe('[]');
  });
});

describe('the instance limiter', () => {
  it('keeps at most API_MAX_CONCURRENCY requests in flight', async () => {
    vi.stubEnv('API_MAX_CONCURRENCY', '2');
    let inFlight = 0;
    let most = 0;
    handler = (_request, response) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      setTimeout(() => {
        inFlight -= 1;
        response.writeHead(200).end('{}');
      }, 40);
    };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => openUpstream(`${base}/many`, { timeoutMs: 2_000 })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(most).toBe(2);
    vi.stubEnv('API_MAX_CONCURRENCY', '16');
  });

  it('waits out the Retry-After of a 429 before the next call, and refuses what cannot wait', async () => {
    vi.stubEnv('API_MAX_RPS', '19');
    let calls = 0;
    handler = (_request, response) => {
      calls += 1;
      if (calls === 1) response.writeHead(429, { 'Retry-After': '1' }).end();
      else response.writeHead(200).end('{}');
    };
    expect((await openUpstream(`${base}/throttled`)).status).toBe(429);
    // A caller that cannot wait a second is refused at once, without reaching the API.
    expect(await kindOf(openUpstream(`${base}/throttled`, { timeoutMs: 200 }))).toBe('timeout');
    expect(calls).toBe(1);
    const started = Date.now();
    expect((await openUpstream(`${base}/throttled`, { timeoutMs: 3_000 })).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(700);
    vi.stubEnv('API_MAX_RPS', '500');
  });
  it('holds the instance for a second after a bare 503, then serves every caller again', async () => {
    let calls = 0;
    let down = true;
    handler = (_request, response) => {
      calls += 1;
      if (down) response.writeHead(503).end();
      else response.writeHead(200).end('{}');
    };
    expect((await openUpstream(`${base}/down`)).status).toBe(503);
    // Held: a caller that cannot wait for the probe is refused without reaching the API.
    expect(await kindOf(openUpstream(`${base}/down`, { timeoutMs: 200 }))).toBe('timeout');
    expect(calls).toBe(1);
    down = false;
    const started = Date.now();
    const [probe, other] = await Promise.all([
      openUpstream(`${base}/back`, { timeoutMs: 3_000 }),
      openUpstream(`${base}/back`, { timeoutMs: 3_000 }),
    ]);
    expect([probe.status, other.status]).toEqual([200, 200]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(700);
    expect(calls).toBe(3);
    // Back to normal: no wait at all.
    const again = Date.now();
    expect((await openUpstream(`${base}/back`, { timeoutMs: 3_000 })).status).toBe(200);
    expect(Date.now() - again).toBeLessThan(500);
  });
});

describe('transportError', () => {
  it('tells a deadline from any other transport failure', () => {
    const timeout = new DOMException('late', 'TimeoutError');
    expect(transportError('u', null, timeout).kind).toBe('timeout');
    expect(transportError('u', 200, new TypeError('reset')).kind).toBe('network');
  });
});

describe('outage recording', () => {
  it('records a failure that says the API is down, not one that says the request was wrong', async () => {
    const wrongRequest = await withRequestOutageFlag(async (flag) => {
      await recordingFailures(() =>
        Promise.reject(new DirectoryApiError('status', 'u', 400)),
      ).catch(() => undefined);
      return flag.upstreamFailed;
    });
    expect(wrongRequest).toBe(false);
    const down = await withRequestOutageFlag(async (flag) => {
      await recordingFailures(() => Promise.reject(new DirectoryApiError('timeout', 'u'))).catch(
        () => undefined,
      );
      return flag.upstreamFailed;
    });
    expect(down).toBe(true);
  });

  it('records a failure in the middle of a stream', async () => {
    async function* failing(): AsyncGenerator<number> {
      yield 1;
      throw new DirectoryApiError('status', 'u', 502);
    }
    const seen: number[] = [];
    const failed = await withRequestOutageFlag(async (flag) => {
      await expect(async () => {
        for await (const item of recordingStreamFailures(failing())) seen.push(item);
      }).rejects.toThrow(DirectoryApiError);
      return flag.upstreamFailed;
    });
    expect(seen).toEqual([1]);
    expect(failed).toBe(true);
  });

  it('leaves building an error free of side effects', () => {
    const failed = withRequestOutageFlag((flag) => {
      new DirectoryApiError('network', 'u');
      return flag.upstreamFailed;
    });
    expect(failed).toBe(false);
  });
});
