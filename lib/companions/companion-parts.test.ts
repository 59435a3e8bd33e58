import { describe, expect, it } from 'vitest';
import {
  companionPart,
  companionParts,
  isSplit,
  partCount,
  partNumber,
  withQuery,
  type CompanionPart,
} from './companion-parts';

const letters = (count: number) => Array.from({ length: count }, (_, n) => `b${n + 1}`);

describe('companion part files', () => {
  it('keeps a selection that fits one file whole, with no parts', () => {
    expect(isSplit(500, 500)).toBe(false);
    expect(partCount(500, 500)).toBe(1);
    expect(companionParts(500, 500)).toEqual([]);
    expect(companionPart(500, 500, 1)).toBeNull();
    expect(companionParts(0, 500)).toEqual([]);
  });

  it('splits a larger one into consecutive parts that hold every business once', () => {
    const all = letters(1001);
    const businessesOf = (part: CompanionPart | null) =>
      part ? all.slice(part.offset, part.offset + part.count) : [];
    const parts = companionParts(all.length, 500);
    expect(parts.map((part) => [part.part, part.parts, businessesOf(part).length])).toEqual([
      [1, 3, 500],
      [2, 3, 500],
      [3, 3, 1],
    ]);
    expect(parts.flatMap(businessesOf)).toEqual(all);
    expect(companionPart(all.length, 500, 3)).toEqual(parts[2]);
    expect(businessesOf(companionPart(all.length, 500, 2))[0]).toBe('b501');
  });

  it('has no part 0, past the last one, or a fraction', () => {
    const all = letters(1001);
    expect(companionPart(all.length, 500, 0)).toBeNull();
    expect(companionPart(all.length, 500, 4)).toBeNull();
    expect(companionPart(all.length, 500, 1.5)).toBeNull();
  });

  it('reads a part number from a file name only in its own extension', () => {
    expect(partNumber('12.txt', 'txt')).toBe(12);
    expect(partNumber('12.json', 'txt')).toBeNull();
    expect(partNumber('012.txt', 'txt')).toBeNull();
    expect(partNumber('0.txt', 'txt')).toBeNull();
    expect(partNumber('1234567.txt', 'txt')).toBeNull();
    expect(partNumber('1.txt.md', 'txt')).toBeNull();
  });

  it('carries the selection to the part links', () => {
    expect(withQuery('/ai-content/2.txt', null)).toBe('/ai-content/2.txt');
    expect(withQuery('/ai-content/2.txt', new Date('2026-01-31T00:00:00Z'))).toBe(
      '/ai-content/2.txt?since=2026-01-31T00%3A00%3A00.000Z',
    );
  });
});
