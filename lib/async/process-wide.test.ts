import { afterEach, describe, expect, it, vi } from 'vitest';
import { existingProcessWide, forgetProcessWide, processWide } from './process-wide.mjs';

afterEach(() => forgetProcessWide('test-thing'));

describe('processWide', () => {
  it('keeps one instance while its settings hold, and makes a new one when they change', () => {
    const first = processWide('test-thing', 'a', () => ({ n: 1 }));
    expect(processWide('test-thing', 'a', () => ({ n: 2 }))).toBe(first);
    const second = processWide('test-thing', 'b', () => ({ n: 3 }));
    expect(second).toEqual({ n: 3 });
    expect(processWide('test-thing', 'b', () => ({ n: 4 }))).toBe(second);
  });

  it('is found by every copy of a module, through globalThis', async () => {
    const made = processWide('test-thing', '', () => ({ n: 1 }));
    // A second copy of the module, as another route bundle would hold.
    vi.resetModules();
    const copy = await import('./process-wide.mjs');
    expect(copy.processWide).not.toBe(processWide);
    expect(copy.processWide('test-thing', '', () => ({ n: 2 }))).toBe(made);
  });

  it('tells whether an instance was made, without making one', () => {
    expect(existingProcessWide('test-thing')).toBeUndefined();
    const made = processWide('test-thing', '', () => ({ n: 1 }));
    expect(existingProcessWide('test-thing')).toBe(made);
    forgetProcessWide('test-thing');
    expect(existingProcessWide('test-thing')).toBeUndefined();
  });
});
