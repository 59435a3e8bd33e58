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
  /** Upper bound of remembered failures; past it, the oldest ones are forgotten. */
  maxRemembered?: number;
  now?: () => number;
}

export class SharedLoads<T> {
  private readonly inFlight = new Map<string, Promise<T>>();
  private readonly failures = new Map<string, { error: unknown; until: number }>();
  private readonly now: () => number;
  private readonly maxRemembered: number;

  constructor(private readonly options: SharedLoadsOptions) {
    this.now = options.now ?? Date.now;
    this.maxRemembered = options.maxRemembered ?? 1_000;
  }

  /** `load(key)`, unless the same key is loading (shared) or failed a moment ago (replayed). */
  get(
    key: string,
    load: () => Promise<T>,
    shouldRemember: (error: unknown) => boolean = () => true,
  ): Promise<T> {
    const failure = this.failures.get(key);
    if (failure) {
      if (failure.until > this.now()) return Promise.reject(failure.error);
      this.failures.delete(key);
    }
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const flight = load()
      .catch((error: unknown) => {
        if (shouldRemember(error)) this.remember(key, error);
        throw error;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, flight);
    return flight;
  }

  private remember(key: string, error: unknown): void {
    if (this.failures.size >= this.maxRemembered) {
      const oldest = this.failures.keys().next();
      if (!oldest.done) this.failures.delete(oldest.value);
    }
    this.failures.set(key, { error, until: this.now() + this.options.failureMemoryMs });
  }
}
