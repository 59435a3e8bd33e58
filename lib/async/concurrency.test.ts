import { describe, expect, it } from 'vitest';
import { mapConcurrent, mapOrdered, mapOrderedStream } from '@/lib/async/concurrency';

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

describe('mapOrderedStream', () => {
  it('keeps the stream order with at most `limit` calls in flight', async () => {
    async function* numbers() {
      for (let n = 1; n <= 6; n += 1) yield n;
    }
    let inFlight = 0;
    let most = 0;
    const results: number[] = [];
    for await (const result of mapOrderedStream(numbers(), 2, async (n) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, (7 - n) * 2));
      inFlight -= 1;
      return n * 10;
    }))
      results.push(result);
    expect(results).toEqual([10, 20, 30, 40, 50, 60]);
    expect(most).toBe(2);
  });
});
