import { describe, expect, it, vi } from 'vitest';
import { RefreshingCache } from './refreshing-cache';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

function setup(ttlMs = 1_000) {
  let clock = 0;
  const loads: { key: string; done: ReturnType<typeof deferred<string>> }[] = [];
  const load = vi.fn((key: string) => {
    const done = deferred<string>();
    loads.push({ key, done });
    return done.promise;
  });
  const onError = vi.fn();
  const cache = new RefreshingCache<string, string>({
    load,
    ttlMs,
    retryMs: 100,
    now: () => clock,
    onError,
  });
  return {
    cache,
    load,
    loads,
    onError,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('RefreshingCache', () => {
  it('shares one load between concurrent first callers (single flight), per key', async () => {
    const { cache, load, loads } = setup();
    const a = cache.get('en');
    const b = cache.get('en');
    const c = cache.get('fr');
    expect(load).toHaveBeenCalledTimes(2);
    loads[0]?.done.resolve('en-1');
    loads[1]?.done.resolve('fr-1');
    expect(await Promise.all([a, b, c])).toEqual(['en-1', 'en-1', 'fr-1']);
  });

  it('peeks at the last good value without ever starting a load or a refresh', async () => {
    const { cache, load, loads, advance } = setup();
    expect(cache.peek('en')).toBeUndefined();
    expect(load).not.toHaveBeenCalled();
    const first = cache.get('en');
    expect(cache.peek('en')).toBeUndefined();
    loads[0]?.done.resolve('v1');
    await first;
    advance(5_000);
    expect(cache.peek('en')).toBe('v1');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('serves the value without loading within its lifetime', async () => {
    const { cache, load, loads, advance } = setup();
    const first = cache.get('en');
    loads[0]?.done.resolve('v1');
    await first;
    advance(999);
    expect(await cache.get('en')).toBe('v1');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('past its lifetime, serves the old value at once and refreshes once in the background', async () => {
    const { cache, load, loads, advance } = setup();
    const first = cache.get('en');
    loads[0]?.done.resolve('v1');
    await first;
    advance(1_000);
    expect(await cache.get('en')).toBe('v1');
    expect(await cache.get('en')).toBe('v1');
    expect(load).toHaveBeenCalledTimes(2);
    loads[1]?.done.resolve('v2');
    await settle();
    expect(await cache.get('en')).toBe('v2');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('hands a refresh the value it replaces, and a first load none', async () => {
    const { cache, load, loads, advance } = setup();
    const first = cache.get('en');
    loads[0]?.done.resolve('v1');
    await first;
    advance(1_000);
    await cache.get('en');
    expect(load.mock.calls).toEqual([
      ['en', undefined],
      ['en', 'v1'],
    ]);
  });

  it('keeps the last good value when a refresh fails, and retries after the pause', async () => {
    const { cache, load, loads, advance, onError } = setup();
    const first = cache.get('en');
    loads[0]?.done.resolve('good');
    await first;
    advance(1_000);
    expect(await cache.get('en')).toBe('good');
    loads[1]?.done.reject(new Error('API down'));
    await settle();
    expect(onError).toHaveBeenCalledWith('en', expect.any(Error));
    advance(50);
    expect(await cache.get('en')).toBe('good');
    expect(load).toHaveBeenCalledTimes(2);
    advance(50);
    expect(await cache.get('en')).toBe('good');
    expect(load).toHaveBeenCalledTimes(3);
    loads[2]?.done.resolve('better');
    await settle();
    expect(await cache.get('en')).toBe('better');
  });

  it('fails the callers of a key that never loaded, and tries again on the next call', async () => {
    const { cache, load, loads } = setup();
    const a = cache.get('en');
    const b = cache.get('en');
    loads[0]?.done.reject(new Error('API down'));
    await expect(a).rejects.toThrow('API down');
    await expect(b).rejects.toThrow('API down');
    const c = cache.get('en');
    expect(load).toHaveBeenCalledTimes(2);
    loads[1]?.done.resolve('v1');
    expect(await c).toBe('v1');
  });

  it('expires on demand: the next caller refreshes in the background and still gets the last value', async () => {
    const { cache, load, loads } = setup();
    const first = cache.get('en');
    loads[0]?.done.resolve('v1');
    await first;
    cache.expire();
    expect(await cache.get('en')).toBe('v1');
    expect(load).toHaveBeenCalledTimes(2);
    loads[1]?.done.resolve('v2');
    await settle();
    expect(await cache.get('en')).toBe('v2');
  });

  it('reloads every key asked for, now, and keeps the last value when a reload fails', async () => {
    const { cache, load, loads } = setup();
    const en = cache.get('en');
    loads[0]?.done.resolve('en-1');
    await en;
    const fr = cache.get('fr');
    loads[1]?.done.resolve('fr-1');
    await fr;
    let reloaded = false;
    const reloading = cache.reload().then(() => (reloaded = true));
    expect(load).toHaveBeenCalledTimes(4);
    await settle();
    expect(reloaded).toBe(false);
    loads[2]?.done.resolve('en-2');
    loads[3]?.done.reject(new Error('API down'));
    await reloading;
    expect(await cache.get('en')).toBe('en-2');
    expect(await cache.get('fr')).toBe('fr-1');
  });

  it('reloads anew after a load under way, which may have read the source before it changed', async () => {
    const { cache, load, loads, advance } = setup();
    const first = cache.get('en');
    loads[0]?.done.resolve('old');
    await first;
    advance(1_000);
    // A background refresh starts, and reads the old source.
    await cache.get('en');
    expect(load).toHaveBeenCalledTimes(2);
    const reloading = cache.reloadAnew();
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    loads[1]?.done.resolve('old again');
    await settle();
    expect(load).toHaveBeenCalledTimes(3);
    loads[2]?.done.resolve('new');
    await reloading;
    expect(await cache.get('en')).toBe('new');
  });
});
