import { describe, expect, it } from 'vitest';
import { isoDateString } from './iso-date-string';

describe('isoDateString', () => {
  it('accepts real ISO dates and date-times only', () => {
    expect(isoDateString('2026-04-18T14:00:00Z')).toEqual({
      iso: '2026-04-18T14:00:00Z',
      hasTime: true,
    });
    expect(isoDateString('2026-04-18')).toEqual({ iso: '2026-04-18', hasTime: false });
    expect(isoDateString('2028-02-29')).toEqual({ iso: '2028-02-29', hasTime: false });
    for (const value of [
      '2026-13-45',
      '2026-02-30',
      '2026-04-18T25:00:00Z',
      'April 18',
      '18/04/2026',
      '2026',
      12,
      null,
      '2026-04-18 and more',
    ]) {
      expect(isoDateString(value), String(value)).toBeNull();
    }
  });
});
