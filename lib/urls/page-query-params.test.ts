import { describe, expect, it } from 'vitest';
import { MAX_PAGE_NUMBER, parsePageNumber } from './query-params';

describe('parsePageNumber', () => {
  it('reads valid page numbers', () => {
    expect(parsePageNumber('3')).toBe(3);
    expect(parsePageNumber(['2', '9'])).toBe(2);
  });

  it('clamps malformed, negative, zero and huge values', () => {
    for (const value of [undefined, '', 'abc', '-1', '0', '1.5', '1e3', ' ']) {
      expect(parsePageNumber(value), String(value)).toBe(1);
    }
    expect(parsePageNumber('999999999')).toBe(MAX_PAGE_NUMBER);
  });
});
