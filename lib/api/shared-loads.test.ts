import { describe, expect, it, vi } from 'vitest';
import { SharedLoads } from './shared-loads';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('SharedLoads', () => {
  it('shares one load between concurrent callers of a key, not across keys', async () => {
    const loads = new SharedLoads<string>({ failureMemoryMs: 1_000 });
    const pending = deferred<string>();
    const load = vi.fn(() => pending.promise);
    const first = loads.get('a', load);
    const second = loads.get('a', load);
    void loads.get('b', () => Promise.resolve('b'));
    pending.resolve('value');
    await expect(Promise.all([first, second])).resolves.toEqual(['value', 'value']);
    expect(load).toHaveBeenCalledTimes(1);
    // Done: the next call loads again (successes are Next's data cache's business).
    await loads.get('a', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('replays a failure for the memory time only, then loads again', async () => {
    let now = 0;
    const loads = new SharedLoads<string>({ failureMemoryMs: 1_000, now: () => now });
    const outage = new Error('down');
    const failing = vi.fn(() => Promise.reject(outage));
    await expect(loads.get('a', failing)).rejects.toBe(outage);
    now = 999;
    await expect(loads.get('a', () => Promise.resolve('fresh'))).rejects.toBe(outage);
    expect(failing).toHaveBeenCalledTimes(1);
    now = 1_001;
    await expect(loads.get('a', () => Promise.resolve('fresh'))).resolves.toBe('fresh');
  });

  it('does not remember failures the caller says are not worth it', async () => {
    const loads = new SharedLoads<string>({ failureMemoryMs: 1_000 });
    await expect(
      loads.get(
        'a',
        () => Promise.reject(new Error('bug')),
        () => false,
      ),
    ).rejects.toThrow('bug');
    await expect(loads.get('a', () => Promise.resolve('ok'))).resolves.toBe('ok');
  });

  it('forgets the oldest failure past its bound', async () => {
    const loads = new SharedLoads<string>({ failureMemoryMs: 60_000, maxRemembered: 2 });
    for (const key of ['a', 'b', 'c'])
      await loads.get(key, () => Promise.reject(new Error(key))).catch(() => undefined);
    await expect(loads.get('a', () => Promise.resolve('a again'))).resolves.toBe('a again');
    await expect(loads.get('c', () => Promise.resolve('c again'))).rejects.toThrow('c');
  });
});
