// @isolate: it counts every memory cache registered in the process, and other modules add theirs.
import { describe, expect, it, vi } from 'vitest';
import { clearMemoryCaches, registerMemoryCache } from '@/lib/directory/memory-caches';

describe('memory caches', () => {
  it('clears every registered copy of a cache and names it once', async () => {
    const first = vi.fn();
    const second = vi.fn();
    const unregisterFirst = registerMemoryCache('directory-index', first);
    const unregisterSecond = registerMemoryCache('directory-index', second);
    expect(await clearMemoryCaches()).toEqual(['directory-index']);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    unregisterFirst();
    unregisterSecond();
    expect(await clearMemoryCaches()).toEqual([]);
    expect(first).toHaveBeenCalledTimes(1);
  });

  it('waits for a cache that reloads before answering', async () => {
    let finish!: () => void;
    const reloaded = vi.fn();
    const unregister = registerMemoryCache(
      'slow-index',
      () => new Promise<void>((resolve) => (finish = () => (reloaded(), resolve()))),
    );
    let answered = false;
    const clearing = clearMemoryCaches().then((names) => {
      answered = true;
      return names;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(answered).toBe(false);
    finish();
    expect(await clearing).toEqual(['slow-index']);
    expect(reloaded).toHaveBeenCalledTimes(1);
    unregister();
  });
});
