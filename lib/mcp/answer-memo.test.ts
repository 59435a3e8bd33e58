import { describe, expect, it } from 'vitest';
import { clearMemoryCaches } from '@/lib/directory/memory-caches';
import { memoizedAnswer } from './answer-memo';

const ok = (text: string) => async () => ({ content: [{ type: 'text' as const, text }] });

describe('memoizedAnswer', () => {
  it('keeps an answer for a minute, and never an error', async () => {
    expect(await memoizedAnswer('a', ok('first'), 0)).toEqual(await ok('first')());
    expect(await memoizedAnswer('a', ok('second'), 59_000)).toEqual(await ok('first')());
    expect(await memoizedAnswer('a', ok('third'), 61_000)).toEqual(await ok('third')());
    const failed = async () => ({ isError: true, content: [{ type: 'text' as const, text: 'x' }] });
    await memoizedAnswer('b', failed, 0);
    expect(await memoizedAnswer('b', ok('fine'), 1)).toEqual(await ok('fine')());
  });

  it('is emptied by a revalidation', async () => {
    await memoizedAnswer('c', ok('before'), 0);
    await clearMemoryCaches();
    expect(await memoizedAnswer('c', ok('after'), 1)).toEqual(await ok('after')());
  });
});
