/**
 * A value per key, loaded on first use and kept for `ttlMs`:
 * - single flight: callers that arrive while a load runs share it;
 * - past its lifetime the last good value is still served while one refresh runs in the
 *   background (stale-while-revalidate), so a reader never waits on a refresh;
 * - a failed refresh keeps the last good value (and is retried after `retryMs`); only a key
 *   that has never loaded makes its callers wait, and fail with the load's error.
 */

export interface RefreshingCacheOptions<K, V> {
  /** `previous`: the value a refresh replaces, which the load may reuse parts of. */
  load: (key: K, previous: V | undefined) => Promise<V>;
  ttlMs: number;
  /** Pause after a failed refresh before the next try; default a tenth of ttlMs. */
  retryMs?: number;
  now?: () => number;
  onError?: (key: K, error: unknown) => void;
}

interface Slot<V> {
  value?: V;
  hasValue: boolean;
  /** When the value (or, after a failure, the next attempt) is due for a refresh. */
  freshUntil: number;
  inFlight: Promise<V> | null;
}

export class RefreshingCache<K, V> {
  private readonly slots = new Map<K, Slot<V>>();
  private readonly now: () => number;

  constructor(private readonly options: RefreshingCacheOptions<K, V>) {
    this.now = options.now ?? Date.now;
  }

  get(key: K): Promise<V> {
    const slot = this.slots.get(key) ?? { hasValue: false, freshUntil: 0, inFlight: null };
    this.slots.set(key, slot);
    if (slot.hasValue) {
      if (this.now() >= slot.freshUntil && !slot.inFlight)
        void this.refresh(key, slot).catch(() => undefined);
      return Promise.resolve(slot.value as V);
    }
    return slot.inFlight ?? this.refresh(key, slot);
  }

  /**
   * The last good value if one has been loaded, without starting a load or a refresh: for a
   * reader that must cost no upstream call and can do without the value.
   */
  peek(key: K): V | undefined {
    const slot = this.slots.get(key);
    return slot?.hasValue ? slot.value : undefined;
  }

  /** Forgets every value (tests). */
  clear(): void {
    this.slots.clear();
  }

  /**
   * Makes every value due for a refresh (an operator's revalidation): the next caller starts
   * one and is still served the last good value, so an outage never empties the cache.
   */
  expire(): void {
    for (const slot of this.slots.values()) slot.freshUntil = 0;
  }

  /**
   * Loads every key that has been asked for again, now, and resolves when all loads have ended
   * (an operator's revalidation, which must not re-render pages from the old value). A failed
   * load keeps the last good value, as a background refresh does.
   */
  async reload(): Promise<void> {
    await Promise.all(
      [...this.slots.entries()].map(([key, slot]) =>
        (slot.inFlight ?? this.refresh(key, slot)).catch(() => undefined),
      ),
    );
  }

  /**
   * As reload(), but every load starts after this call: one already under way may have read
   * the source before the change that made the caller reload (a new stored listing), so it is
   * waited for rather than joined.
   */
  async reloadAnew(): Promise<void> {
    await Promise.all(
      [...this.slots.entries()].map(async ([key, slot]) => {
        await slot.inFlight?.catch(() => undefined);
        await (slot.inFlight ?? this.refresh(key, slot)).catch(() => undefined);
      }),
    );
  }

  private refresh(key: K, slot: Slot<V>): Promise<V> {
    const flight = (async () => {
      try {
        const value = await this.options.load(key, slot.hasValue ? slot.value : undefined);
        slot.value = value;
        slot.hasValue = true;
        slot.freshUntil = this.now() + this.options.ttlMs;
        return value;
      } catch (error) {
        this.options.onError?.(key, error);
        if (slot.hasValue)
          slot.freshUntil = this.now() + (this.options.retryMs ?? this.options.ttlMs / 10);
        throw error;
      } finally {
        slot.inFlight = null;
      }
    })();
    slot.inFlight = flight;
    return flight;
  }
}
