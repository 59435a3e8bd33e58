import { describe, expect, it } from 'vitest';
import { apiTimeMs, countCalls, coveredMs } from './upstream';

describe('coveredMs', () => {
  it('counts overlapping calls once and gaps not at all', () => {
    expect(
      coveredMs([
        { start: 0, end: 10 },
        { start: 5, end: 12 },
        { start: 20, end: 25 },
        { start: 21, end: 22 },
      ]),
    ).toBe(17);
  });

  it('is zero without calls and the length of a single call', () => {
    expect(coveredMs([])).toBe(0);
    expect(coveredMs([{ start: 3, end: 7.5 }])).toBe(4.5);
  });
});

describe('countCalls', () => {
  it('counts per resource, path and query together', () => {
    const call = (resource: string) => ({ resource, start: 0, end: 1, status: 200 });
    expect(
      countCalls([
        call('/index/directory-business/a/reviews?page=1&limit=10'),
        call('/index/directory-business/a/reviews?page=1&limit=100'),
        call('/index/directory-business/a/reviews?page=1&limit=10'),
      ]),
    ).toEqual({
      calls: 3,
      byResource: {
        '/index/directory-business/a/reviews?page=1&limit=10': 2,
        '/index/directory-business/a/reviews?page=1&limit=100': 1,
      },
    });
  });
});

describe('apiTimeMs', () => {
  it('counts a call still in flight up to now', () => {
    expect(
      apiTimeMs(
        [
          { resource: '/a', start: 0, end: 4, status: 200 },
          { resource: '/b', start: 10, end: Number.NaN, status: 0 },
        ],
        15,
      ),
    ).toBe(9);
  });
});
