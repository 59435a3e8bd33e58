import { describe, expect, it } from 'vitest';
import { orderKeys } from './order-keys';

function increasing(keys: readonly number[]): boolean {
  return keys.every((key, at) => at === 0 || key > keys[at - 1]!);
}

describe('orderKeys', () => {
  it('numbers a first order with even gaps', () => {
    const keys = orderKeys([null, null, null]);
    expect(increasing(keys)).toBe(true);
    expect(new Set(keys.map((key, at) => key / (at + 1))).size).toBe(1);
  });

  it('keeps every key of an order that did not change', () => {
    const keys = orderKeys([null, null, null, null]);
    expect(orderKeys(keys)).toEqual(keys);
  });

  it('gives a new key to an item that moved or arrived, and to no other', () => {
    const [a, b, c, d] = orderKeys([null, null, null, null]) as [number, number, number, number];
    // d moved between a and b, a new item arrived after c.
    const keys = orderKeys([a, d, b, c, null]);
    expect(increasing(keys)).toBe(true);
    expect([keys[0], keys[2], keys[3]]).toEqual([a, b, c]);
    expect(keys[1]).not.toBe(d);
  });

  it('fills a gap again and again, then numbers every item anew', () => {
    let keys = orderKeys([null, null]);
    for (let round = 0; round < 40; round += 1) {
      keys = orderKeys([keys[0]!, null, ...keys.slice(1)]);
      expect(increasing(keys)).toBe(true);
    }
    expect(keys).toHaveLength(42);
  });

  it('keeps the longest run already in order when items are shuffled', () => {
    const [a, b, c, d, e] = orderKeys([null, null, null, null, null]) as number[];
    const keys = orderKeys([b!, c!, a!, d!, e!]);
    expect(increasing(keys)).toBe(true);
    expect(keys.filter((key, at) => key === [b, c, a, d, e][at]).length).toBe(4);
  });
});
