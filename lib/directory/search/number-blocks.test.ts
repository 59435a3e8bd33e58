import { describe, expect, it } from 'vitest';
import { NumberBlocks } from './number-blocks';

const BLOCK = 1 << 16;

describe('NumberBlocks', () => {
  it('keeps every number of several blocks in order, up to 2^32 - 1', () => {
    const numbers = new NumberBlocks();
    const count = BLOCK * 2 + 5;
    for (let at = 0; at < count; at += 1) numbers.push(at === 7 ? 2 ** 32 - 1 : at * 3);
    expect(numbers.length).toBe(count);
    expect(numbers.at(0)).toBe(0);
    expect(numbers.at(7)).toBe(2 ** 32 - 1);
    expect(numbers.at(BLOCK)).toBe(BLOCK * 3);
    expect(numbers.at(count - 1)).toBe((count - 1) * 3);
    expect(() => numbers.at(count)).toThrow(RangeError);
  });

  it('grows a block at a time, never holding a copy', () => {
    const numbers = new NumberBlocks();
    expect(numbers.bytes).toBe(0);
    numbers.push(1);
    expect(numbers.bytes).toBe(BLOCK * 4);
    for (let at = 1; at < BLOCK + 1; at += 1) numbers.push(at);
    expect(numbers.bytes).toBe(BLOCK * 8);
  });

  it('drains every number once, in order, letting each block go after it is read', () => {
    const numbers = new NumberBlocks();
    const count = BLOCK * 2 + 1;
    for (let at = 0; at < count; at += 1) numbers.push(count - at);
    const visited: number[] = [];
    numbers.forEach((value, index) => {
      if (index % BLOCK === 0) visited.push(value);
    });
    expect(visited).toEqual([count, count - BLOCK, count - 2 * BLOCK]);
    const heldWhileReading: number[] = [];
    let sum = 0;
    let last = -1;
    // Mismatches are collected and asserted once: an expect() per number is most of the time.
    const outOfOrder: string[] = [];
    numbers.drain((value, index) => {
      if (index !== last + 1 || value !== count - index) outOfOrder.push(`${index}: ${value}`);
      last = index;
      sum += value;
      if (index % BLOCK === 0) heldWhileReading.push(numbers.bytes);
    });
    expect(outOfOrder).toEqual([]);
    expect(last).toBe(count - 1);
    expect(sum).toBe((count * (count + 1)) / 2);
    expect(heldWhileReading).toEqual([BLOCK * 12, BLOCK * 8, BLOCK * 4]);
    expect(numbers.bytes).toBe(0);
    expect(() => numbers.drain(() => undefined)).toThrow(/twice/);
    expect(() => numbers.push(1)).toThrow(/after drain/);
    expect(() => numbers.forEach(() => undefined)).toThrow(/after drain/);
  });
});
