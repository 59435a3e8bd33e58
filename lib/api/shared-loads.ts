import { Lru } from '@/lib/async/lru.mjs';

/*
 * One upstream call per URL at a time, and a failure remembered for a moment. Both matter
 * during an outage: a burst of requests for the same page must not become a burst against a
 * struggling API, and when Next.js renders a failed page a second time (for its error shell),
 * the second render must not wait a whole timeout again for the same answer. The memory is
 * short (about a second) so that a recovered API shows on the next request.
 */

export interface SharedLoadsOptions {
  /** How long a failure is replayed to new callers. */
  failureMemoryMs: number;
  /** Upper bound of remembered failures; past it, the least recently used are forgotten. */
  maxRemembered?: number;
  now?: () => number;
}

export class SharedLoads<T> {
  private readonly inFlight = new Map<string, Promise<T>>();
  /** Each failure as thrown, in a box (a load may reject with undefined). */
  private readonly failures: Lru<string, { error: unknown }>;

  constructor(options: SharedLoadsOptions) {
    this.failures = new Lru({
      capacity: options.maxRemembered ?? 1_000,
      lifetimeMs: options.failureMemoryMs,
      now: options.now,
    });
  }

  /** `load(key)`, unless the same key is loading (shared) or failed a moment ago (replayed). */
  get(
    key: string,
    load: () => Promise<T>,
    shouldRemember: (error: unknown) => boolean = () => true,
  ): Promise<T> {
    const failure = this.failures.get(key);
    if (failure) return Promise.reject(failure.error);
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const flight = load()
      .catch((error: unknown) => {
        if (shouldRemember(error)) this.failures.set(key, { error });
        throw error;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, flight);
    return flight;
  }
}
