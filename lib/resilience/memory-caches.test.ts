import { describe, expect, it, vi } from 'vitest';
import { clearMemoryCaches, registerMemoryCache } from './memory-caches';

describe('memory caches', () => {
  it('clears every registered copy of a cache and names it once', () => {
    const first = vi.fn();
    const second = vi.fn();
    const unregisterFirst = registerMemoryCache('directory-index', first);
    const unregisterSecond = registerMemoryCache('directory-index', second);
    expect(clearMemoryCaches()).toEqual(['directory-index']);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    unregisterFirst();
    unregisterSecond();
    expect(clearMemoryCaches()).toEqual([]);
    expect(first).toHaveBeenCalledTimes(1);
  });
});
