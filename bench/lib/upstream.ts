import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * What the site asks of the API. Counts come from the sample API's own /__control/stats; timings
 * from a pass-through recorder the site is pointed at instead of the API, which notes when each
 * upstream request starts and ends, so that a page's render time can be told from the time it
 * spent waiting on the API.
 */

export interface UpstreamStats {
  requests: number;
  byPath: Record<string, number>;
}

export async function readStats(apiUrl: string): Promise<UpstreamStats> {
  const response = await fetch(`${apiUrl}/__control/stats`);
  return (await response.json()) as UpstreamStats;
}

export async function resetStats(apiUrl: string): Promise<void> {
  await fetch(`${apiUrl}/__control/stats/reset`, { method: 'POST' });
}

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

export interface Recorder {
  url: string;
  /** Upstream requests that started since `since` (performance.now() time). */
  intervalsSince(since: number): Interval[];
  close(): Promise<void>;
}

export async function startRecorder(target: string, port: number): Promise<Recorder> {
  const intervals: Interval[] = [];
  const upstream = new URL(target);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http.createServer((request, response) => {
    const start = performance.now();
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
        answer.on('end', () => {
          if (intervals.length > 200_000) intervals.splice(0, 100_000);
          intervals.push({ start, end: performance.now() });
        });
      },
    );
    forward.on('error', () => {
      response.writeHead(502).end();
    });
    request.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    intervalsSince: (since) => intervals.filter((interval) => interval.start >= since),
    close: async () => {
      agent.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
