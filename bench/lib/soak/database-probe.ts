import type { ProbeAnswer } from './postgres-verdicts';

/**
 * Database reads asked straight of each instance, one after the other every `intervalMs`, from
 * just before PostgreSQL stops until `stop()`: the business search and the content index, so
 * that the run sees what each instance answers while the server is away and when it answers
 * again. Straight, not through the proxy, whose cache and failover would hide an instance.
 */

export interface DatabaseProbe {
  /** Ends the loops; resolves with each instance's answers, in instance order. */
  stop(): Promise<ProbeAnswer[][]>;
}

/** What each probe asks in turn: the search with a text, and the content index. */
const READS = ['/api/search?q=bakery', '/api/content?q=bread', '/api/search?q=garage&lang=fr'];

export function startDatabaseProbe(
  urls: readonly string[],
  startedAt: number,
  intervalMs = 500,
): DatabaseProbe {
  let stopped = false;
  const loop = async (url: string) => {
    const answers: ProbeAnswer[] = [];
    for (let turn = 0; !stopped; turn++) {
      const sent = Date.now();
      let status = 0;
      let retryAfter = false;
      try {
        const response = await fetch(`${url}${READS[turn % READS.length]}`, {
          signal: AbortSignal.timeout(15_000),
        });
        await response.arrayBuffer();
        status = response.status;
        retryAfter = response.headers.has('retry-after');
      } catch {
        // No answer in time: status 0.
      }
      answers.push({ atMs: sent - startedAt, ms: Date.now() - sent, status, retryAfter });
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(0, sent + intervalMs - Date.now())),
      );
    }
    return answers;
  };
  const loops = urls.map(loop);
  return {
    stop() {
      stopped = true;
      return Promise.all(loops);
    },
  };
}
