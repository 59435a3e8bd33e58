import http from 'node:http';
import { assertLoopback } from '../load';
import type { Answer } from './tally';
import { nextRequest, seededRandom, type TrafficUniverse } from './traffic';

/**
 * The soak's readers: `connections` closed loops, each sending its next request of the mix
 * as soon as the previous answer has been read whole, until `stop()` or the deadline. Every
 * answer is noted with its offset from `startedAt`.
 */

export interface SoakDriver {
  answers: Answer[];
  /** Resolves when every loop has finished its last request. */
  done: Promise<void>;
  stop(): void;
}

function send(
  origin: string,
  agent: http.Agent,
  request: ReturnType<typeof nextRequest>,
  timeoutMs: number,
): Promise<{ status: number; cache?: string; retryAfter?: boolean }> {
  return new Promise((resolve) => {
    const outgoing = http.request(
      `${origin}${request.path}`,
      { method: request.method, agent, headers: request.headers },
      (response) => {
        response.resume();
        const cache = response.headers['x-cache-status'];
        const status = response.statusCode ?? 0;
        response.on('end', () =>
          resolve({
            status,
            ...(typeof cache === 'string' && { cache }),
            ...(status === 503 && { retryAfter: response.headers['retry-after'] !== undefined }),
          }),
        );
        response.on('error', () => resolve({ status: 0 }));
      },
    );
    outgoing.setTimeout(timeoutMs, () => outgoing.destroy(new Error('timeout')));
    outgoing.on('error', () => resolve({ status: 0 }));
    outgoing.end(request.body);
  });
}

export function startSoakDriver(options: {
  origin: string;
  universe: TrafficUniverse;
  connections: number;
  startedAt: number;
  deadline: number;
  seed?: number;
  timeoutMs?: number;
}): SoakDriver {
  assertLoopback(options.origin);
  const answers: Answer[] = [];
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const random = seededRandom(options.seed ?? 1);
  let stopped = false;
  let id = 0;
  const loop = async () => {
    while (!stopped && Date.now() < options.deadline) {
      const request = nextRequest(random, options.universe, (id += 1));
      const sent = Date.now();
      const answer = await send(options.origin, agent, request, options.timeoutMs ?? 30_000);
      answers.push({
        atMs: sent - options.startedAt,
        kind: request.kind,
        ms: Date.now() - sent,
        ...answer,
        // Only the lost ones name their path: a report of what was lost, not of every request.
        ...(answer.status === 0 ? { path: request.path } : {}),
      });
    }
  };
  const done = Promise.all(Array.from({ length: options.connections }, loop)).then(() =>
    agent.destroy(),
  );
  return {
    answers,
    done,
    stop: () => {
      stopped = true;
    },
  };
}
