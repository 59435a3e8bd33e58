import { describe, expect, it } from 'vitest';
import { Lru } from './lru.mjs';

describe('Lru', () => {
  it('forgets the least recently used entry past its capacity, a read counting as a use', () => {
    const lru = new Lru<string, number>({ capacity: 2 });
    lru.set('a', 1);
    lru.set('b', 2);
    expect(lru.get('a')).toBe(1);
    lru.set('c', 3);
    expect([lru.get('a'), lru.get('b'), lru.get('c')]).toEqual([1, undefined, 3]);
    expect(lru.weight).toBe(2);
  });

  it('replaces a value under the same key, which becomes the most recent', () => {
    const lru = new Lru<string, string>({ capacity: 2 });
    lru.set('a', 'first');
    lru.set('b', 'b');
    lru.set('a', 'second');
    lru.set('c', 'c');
    expect([lru.get('a'), lru.get('b'), lru.get('c')]).toEqual(['second', undefined, 'c']);
  });

  it('bounds the sum of the weights, and keeps nothing heavier than the whole capacity', () => {
    const lru = new Lru<string, string>({ capacity: 10, weigh: (text) => text.length });
    lru.set('a', 'aaaa');
    lru.set('b', 'bbbb');
    lru.set('c', 'cccc');
    expect(lru.get('a')).toBeUndefined();
    expect(lru.weight).toBe(8);
    lru.set('b', 'x'.repeat(11));
    expect(lru.get('b')).toBeUndefined();
    expect([lru.get('c'), lru.weight]).toEqual(['cccc', 4]);
  });

  it('forgets an entry its lifetime after it was set, on its own clock or the time given', () => {
    let time = 0;
    const lru = new Lru<string, string>({ capacity: 5, lifetimeMs: 1_000, now: () => time });
    lru.set('a', 'kept');
    time = 999;
    expect(lru.get('a')).toBe('kept');
    time = 1_000;
    expect(lru.get('a')).toBeUndefined();
    expect(lru.weight).toBe(0);
    lru.set('b', 'timed', 5_000);
    expect([lru.get('b', 5_999), lru.get('b', 6_000)]).toEqual(['timed', undefined]);
  });

  it('deletes and clears', () => {
    const lru = new Lru<string, number>({ capacity: 3 });
    lru.set('a', 1);
    lru.set('b', 2);
    lru.delete('a');
    lru.delete('missing');
    expect([lru.get('a'), lru.weight]).toEqual([undefined, 1]);
    lru.clear();
    expect([lru.get('b'), lru.weight]).toEqual([undefined, 0]);
  });
});
