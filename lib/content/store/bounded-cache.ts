/**
 * A small least-recently-used map whose values also expire: corrections depend on the
 * vocabulary, which another process may grow at any time.
 */
export class BoundedCache<V> {
  private readonly values = new Map<string, { value: V; at: number }>();

  constructor(
    private readonly capacity: number,
    private readonly lifetimeMs: number,
  ) {}

  get(key: string, now = Date.now()): V | undefined {
    const kept = this.values.get(key);
    if (!kept) return undefined;
    this.values.delete(key);
    if (now - kept.at > this.lifetimeMs) return undefined;
    this.values.set(key, kept);
    return kept.value;
  }

  set(key: string, value: V, now = Date.now()): void {
    this.values.delete(key);
    this.values.set(key, { value, at: now });
    if (this.values.size > this.capacity) {
      const oldest = this.values.keys().next().value;
      if (oldest !== undefined) this.values.delete(oldest);
    }
  }

  clear(): void {
    this.values.clear();
  }
}
