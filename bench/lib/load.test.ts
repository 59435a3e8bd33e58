import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertLoopback, runLoad } from './load';

let server: http.Server;
let url = '';
const sockets = new Set<string>();

beforeAll(async () => {
  server = http.createServer((request, response) => {
    sockets.add(`${request.socket.remotePort}`);
    const status = request.url === '/missing' ? 404 : 200;
    response.writeHead(status, { 'Content-Type': 'text/plain' });
    response.end('x'.repeat(100));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('runLoad', () => {
  it('stops at maxRequests, reuses its fixed set of keep-alive sockets and counts bytes on the wire', async () => {
    sockets.clear();
    const result = await runLoad({
      url: `${url}/`,
      connections: 3,
      durationMs: 10_000,
      maxRequests: 60,
    });
    expect(result.requests).toBe(60);
    expect(result.failures).toBe(0);
    // Each answer is 100 bytes of body plus the same headers: equal sizes, more than the body.
    expect(result.bytes % 60).toBe(0);
    expect(result.bytes / 60).toBeGreaterThan(100);
    expect(result.statuses).toEqual({ 200: 60 });
    expect(sockets.size).toBeLessThanOrEqual(3);
    expect(result.latencyMs.count).toBe(60);
    expect(result.latencyMs.p99).toBeGreaterThanOrEqual(result.latencyMs.p50);
    expect(result.elapsedMs).toBeLessThan(10_000);
  });

  it('stops at the duration and counts non-2xx answers as failures', async () => {
    const result = await runLoad({ url: `${url}/missing`, connections: 2, durationMs: 200 });
    expect(result.elapsedMs).toBeGreaterThanOrEqual(200);
    expect(result.elapsedMs).toBeLessThan(2_000);
    expect(result.failures).toBe(result.requests);
    expect(result.statuses['404']).toBe(result.requests);
  });
});

describe('assertLoopback', () => {
  it('accepts loopback addresses and refuses any other host', () => {
    expect(() => assertLoopback('http://127.0.0.1:3000/')).not.toThrow();
    expect(() => assertLoopback('http://localhost/')).not.toThrow();
    expect(() => assertLoopback('http://127.1.2.3/')).not.toThrow();
    expect(() => assertLoopback('http://10.0.0.1/')).toThrow(/loopback/);
    expect(() => assertLoopback('http://example.com/')).toThrow(/loopback/);
  });
});
