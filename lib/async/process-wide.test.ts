import { describe, expect, it } from 'vitest';
import { processWide } from './process-wide';

describe('processWide', () => {
  it('keeps one instance while its settings hold, and makes a new one when they change', () => {
    const first = processWide('test-thing', 'a', () => ({ n: 1 }));
    expect(processWide('test-thing', 'a', () => ({ n: 2 }))).toBe(first);
    const second = processWide('test-thing', 'b', () => ({ n: 3 }));
    expect(second).toEqual({ n: 3 });
    expect(processWide('test-thing', 'b', () => ({ n: 4 }))).toBe(second);
  });
});
