/*
 * The one bounded in-process cache of the project: a map that forgets its least recently used
 * entries first (a Map keeps insertion order, and each read moves its entry to the end). It is
 * bounded in entries, or in a weight of each value's own (`weigh`: bytes, characters), and may
 * also forget an entry `lifetimeMs` after it was set. Plain JavaScript, so that the shared
 * cache handler, which Node loads without a bundler, uses it as well as the site's TypeScript.
 */
export class Lru {
  #entries = new Map();
  #weight = 0;
  #capacity;
  #weigh;
  #lifetimeMs;
  #now;

  constructor({
    capacity,
    weigh = () => 1,
    lifetimeMs = Number.POSITIVE_INFINITY,
    now = Date.now,
  }) {
    this.#capacity = capacity;
    this.#weigh = weigh;
    this.#lifetimeMs = lifetimeMs;
    this.#now = now;
  }

  /** The sum of the kept values' weights (their number, without `weigh`). */
  get weight() {
    return this.#weight;
  }

  /** The value under `key`, which becomes the most recently used; undefined if gone. */
  get(key, now) {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    this.#entries.delete(key);
    if (this.#expired(entry, now)) {
      this.#weight -= entry.weight;
      return undefined;
    }
    this.#entries.set(key, entry);
    return entry.value;
  }

  /**
   * Keeps `value` under `key` as the most recently used, then forgets the least recently used
   * entries until the weight is within the capacity. A value heavier than the whole capacity is
   * not kept (and whatever `key` held is forgotten).
   */
  set(key, value, now) {
    this.delete(key);
    const weight = this.#weigh(value);
    if (weight > this.#capacity) return;
    const at = this.#lifetimeMs === Number.POSITIVE_INFINITY ? 0 : (now ?? this.#now());
    this.#entries.set(key, { value, weight, at });
    this.#weight += weight;
    for (const [oldKey, old] of this.#entries) {
      if (this.#weight <= this.#capacity) break;
      this.#entries.delete(oldKey);
      this.#weight -= old.weight;
    }
  }

  delete(key) {
    const entry = this.#entries.get(key);
    if (entry === undefined) return;
    this.#entries.delete(key);
    this.#weight -= entry.weight;
  }

  clear() {
    this.#entries.clear();
    this.#weight = 0;
  }

  #expired(entry, now) {
    if (this.#lifetimeMs === Number.POSITIVE_INFINITY) return false;
    return (now ?? this.#now()) - entry.at >= this.#lifetimeMs;
  }
}
