import { processWide } from '@/lib/async/process-wide.mjs';

/*
 * The directory's whole-directory builds (a language's listing index, a language's search
 * engine) run one at a time in a process. Each holds a second copy beside the one it replaces,
 * plus its own garbage, and a revalidation sets off all of them at once: run together, their
 * peaks would add up in the server's memory. Run in turn, the whole takes as long (they share
 * one thread anyway) and the peak is the largest one's.
 *
 * The queue is process-wide: Next bundles the modules that use it into several route chunks,
 * and a queue per module copy would let their builds overlap again. A build must not wait for
 * another build from inside the queue: it would wait for itself.
 */

export function oneBuildAtATime<T>(build: () => Promise<T>): Promise<T> {
  const queue = processWide('one-build-at-a-time', '', () => ({
    last: Promise.resolve() as Promise<unknown>,
  }));
  const run = queue.last.then(build, build);
  queue.last = run.catch(() => undefined);
  return run;
}
