import { describe, expect, it } from 'vitest';
import { coveredMs } from './upstream';

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
