import http from 'node:http';
import autocannon from 'autocannon';
import { summarize, type LatencySummary } from './percentiles';

/**
 * A bounded closed-loop load: `connections` keep-alive sockets, each sending its next request
 * as soon as the previous answer has been read whole, for a fixed duration and never more than
 * `maxRequests` requests. Only loopback targets are accepted.
 */

export interface LoadOptions {
  url: string;
  connections: number;
  durationMs: number;
  /** Hard cap on requests, whatever the duration (a safety bound). */
  maxRequests?: number;
  headers?: Record<string, string>;
  /** POST with this body (an MCP call); GET otherwise. */
  method?: 'GET' | 'POST';
  body?: string;
  /** Per-request timeout. */
  timeoutMs?: number;
  /** Receives every latency, for figures that pool several runs. */
  samples?: number[];
}

export interface LoadResult {
  url: string;
  connections: number;
  requests: number;
  /** Answers other than 2xx, and network errors/timeouts. */
  failures: number;
  statuses: Record<string, number>;
  /** Bytes received, headers included. */
  bytes: number;
  elapsedMs: number;
  requestsPerSecond: number;
  latencyMs: LatencySummary;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

export function assertLoopback(url: string): void {
  const { hostname } = new URL(url);
  if (!LOOPBACK_HOSTS.has(hostname) && !/^127\.\d+\.\d+\.\d+$/.test(hostname)) {
    throw new Error(`bench targets loopback addresses only, not ${hostname}`);
  }
}

export interface OneResponse {
  status: number;
  bytes: number;
  ms: number;
}

/** One GET, body read and discarded; resolves with status 0 on a network error or timeout. */
export function requestOnce(
  url: string,
  agent: http.Agent | undefined,
  headers: Record<string, string> = {},
  timeoutMs = 30_000,
): Promise<OneResponse> {
  const started = process.hrtime.bigint();
  const elapsed = () => Number(process.hrtime.bigint() - started) / 1e6;
  return new Promise((resolve) => {
    const request = http.get(url, { agent, headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes, ms: elapsed() }));
      response.on('error', () => resolve({ status: 0, bytes, ms: elapsed() }));
    });
    request.setTimeout(timeoutMs, () => request.destroy(new Error('timeout')));
    request.on('error', () => resolve({ status: 0, bytes: 0, ms: elapsed() }));
  });
}

/**
 * The load itself is autocannon's (keep-alive connections, one request in flight each); every
 * answer is recorded here through its per-client 'response' event, so that the figures are
 * exact counts and raw latencies (pooled across rounds by the warm phase), not histogram
 * estimates, and so that the request cap holds exactly.
 */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  assertLoopback(options.url);
  const maxRequests = options.maxRequests ?? 500_000;
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let failures = 0;
  let bytes = 0;
  const started = Date.now();

  await new Promise<void>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: options.durationMs / 1000,
        headers: options.headers,
        method: options.method ?? 'GET',
        ...(options.body !== undefined && { body: options.body }),
        timeout: (options.timeoutMs ?? 30_000) / 1000,
        setupClient(client) {
          client.on('response', (status: number, responseBytes: number, ms: number) => {
            if (latencies.length >= maxRequests) return;
            latencies.push(ms);
            options.samples?.push(ms);
            bytes += responseBytes;
            statuses[status] = (statuses[status] ?? 0) + 1;
            if (status < 200 || status > 299) failures += 1;
            if (latencies.length >= maxRequests) instance.stop();
          });
        },
      },
      (error) => (error ? reject(error) : resolve()),
    );
  });
  const elapsedMs = Date.now() - started;
  return {
    url: options.url,
    connections: options.connections,
    requests: latencies.length,
    failures,
    statuses,
    bytes,
    elapsedMs,
    requestsPerSecond: latencies.length / (elapsedMs / 1000),
    latencyMs: summarize(latencies),
  };
}
