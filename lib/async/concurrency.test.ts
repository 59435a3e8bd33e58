import { describe, expect, it } from 'vitest';
import { mapConcurrent, mapOrdered } from '@/lib/async/concurrency';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('mapOrdered', () => {
  it('keeps order and never runs more than the limit at once', async () => {
    let running = 0;
    let peak = 0;
    const results = await mapConcurrent([30, 5, 20, 1, 10, 2], 3, async (ms, index) => {
      running += 1;
      peak = Math.max(peak, running);
      await tick(ms);
      running -= 1;
      return index;
    });
    expect(results).toEqual([0, 1, 2, 3, 4, 5]);
    expect(peak).toBe(3);
  });

  it('starts work only as the consumer pulls', async () => {
    const started: number[] = [];
    const generator = mapOrdered([1, 2, 3, 4, 5, 6], 2, async (n) => {
      started.push(n);
      return n;
    });
    expect((await generator.next()).value).toBe(1);
    expect(started.length).toBeLessThanOrEqual(3);
    await generator.return(undefined);
  });

  it('surfaces a failure at its place in the order', async () => {
    const seen: number[] = [];
    const run = async () => {
      for await (const n of mapOrdered([1, 2, 3], 3, async (n) => {
        if (n === 2) throw new Error('boom');
        return n;
      })) {
        seen.push(n);
      }
    };
    await expect(run()).rejects.toThrow('boom');
    expect(seen).toEqual([1]);
  });
});
