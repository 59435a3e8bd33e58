/** A bounded map, least recently used out first (see lru.mjs). */
export interface LruOptions<V> {
  /** The bound: entries, or the sum of `weigh` over the values. */
  capacity: number;
  /** A value's weight (bytes, characters); 1 unless given. */
  weigh?: (value: V) => number;
  /** An entry is forgotten this long after it was set; never unless given. */
  lifetimeMs?: number;
  /** The clock of `get` and `set` when they are given no time. */
  now?: () => number;
}

export class Lru<K, V> {
  constructor(options: LruOptions<V>);
  /** The sum of the kept values' weights (their number, without `weigh`). */
  readonly weight: number;
  get(key: K, now?: number): V | undefined;
  set(key: K, value: V, now?: number): void;
  delete(key: K): void;
  clear(): void;
}
