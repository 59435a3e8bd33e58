import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * What the site asks of the API, seen from between the two: the site is pointed at a
 * pass-through recorder instead of the API, which notes each upstream request (path and query,
 * start and end). Counts are per resource (path + query: `?page=1&limit=10` and `&limit=100` of
 * one list are two resources), and timings tell a page's render time from the time it spent
 * waiting on the API. The sample API's own /__control/stats is not used: it counts paths only.
 */

export interface Interval {
  start: number;
  end: number;
}

/** Total time covered by at least one interval (parallel calls count once). */
export function coveredMs(intervals: readonly Interval[]): number {
  const sorted = [...intervals].sort((a, b) => a.start - b.start);
  let total = 0;
  let runStart = Number.NaN;
  let runEnd = Number.NaN;
  for (const { start, end } of sorted) {
    if (Number.isNaN(runEnd) || start > runEnd) {
      if (!Number.isNaN(runEnd)) total += runEnd - runStart;
      runStart = start;
      runEnd = end;
    } else {
      runEnd = Math.max(runEnd, end);
    }
  }
  if (!Number.isNaN(runEnd)) total += runEnd - runStart;
  return total;
}

export interface UpstreamCall {
  /** Path and query as the site asked for them. */
  resource: string;
  start: number;
  end: number;
  status: number;
}

export interface UpstreamCounts {
  calls: number;
  byResource: Record<string, number>;
}

export function countCalls(calls: readonly UpstreamCall[]): UpstreamCounts {
  const byResource: Record<string, number> = {};
  for (const call of calls) byResource[call.resource] = (byResource[call.resource] ?? 0) + 1;
  return { calls: calls.length, byResource };
}

export interface Recorder {
  url: string;
  /** Upstream calls that started since `since` (performance.now() time), finished or not. */
  callsSince(since: number): UpstreamCall[];
  close(): Promise<void>;
}

/** Calls kept at most; past it the oldest half is dropped (a 100k ai-content read makes 400k). */
const MAX_KEPT = 500_000;

export async function startRecorder(target: string, port: number): Promise<Recorder> {
  const calls: UpstreamCall[] = [];
  const upstream = new URL(target);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http.createServer((request, response) => {
    // Recorded when it starts, so that a call still in flight when a figure is read counts.
    const call: UpstreamCall = {
      resource: request.url ?? '',
      start: performance.now(),
      end: Number.NaN,
      status: 0,
    };
    if (calls.length >= MAX_KEPT) calls.splice(0, MAX_KEPT / 2);
    calls.push(call);
    const finish = (status: number) => {
      if (Number.isNaN(call.end)) Object.assign(call, { end: performance.now(), status });
    };
    const forward = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: upstream.host },
        agent,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
        answer.on('end', () => finish(answer.statusCode ?? 0));
        answer.on('error', () => finish(0));
      },
    );
    forward.on('error', () => {
      finish(502);
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    callsSince: (since) => calls.filter((call) => call.start >= since),
    close: async () => {
      agent.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Wall time of the calls, parallel ones counted once (a call still in flight ends at `now`). */
export function apiTimeMs(calls: readonly UpstreamCall[], now = performance.now()): number {
  return coveredMs(
    calls.map((call) => ({ start: call.start, end: Number.isNaN(call.end) ? now : call.end })),
  );
}
