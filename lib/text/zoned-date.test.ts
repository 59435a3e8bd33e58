import { describe, expect, it } from 'vitest';
import { formatDateValue, zonedIso } from './zoned-date';

describe('zonedIso', () => {
  it('writes an instant with the offset of the place, daylight time included', () => {
    const dinner = { iso: '2026-06-21T00:00:00Z', hasTime: true };
    expect(zonedIso(dinner, 'America/Toronto')).toBe('2026-06-20T20:00:00-04:00');
    expect(zonedIso({ iso: '2026-02-14T14:00:00Z', hasTime: true }, 'America/Toronto')).toBe(
      '2026-02-14T09:00:00-05:00',
    );
    expect(zonedIso(dinner, 'America/St_Johns')).toBe('2026-06-20T21:30:00-02:30');
  });

  it('writes +00:00 in a zone at zero offset', () => {
    expect(zonedIso({ iso: '2026-01-10T12:00:00Z', hasTime: true }, 'UTC')).toBe(
      '2026-01-10T12:00:00+00:00',
    );
  });

  it('keeps a calendar date as given: it has no zone to shift it', () => {
    expect(zonedIso({ iso: '2026-06-21', hasTime: false }, 'America/Vancouver')).toBe('2026-06-21');
  });
});

describe('formatDateValue', () => {
  it('shows an evening event on its own evening in both languages', () => {
    const dinner = { iso: '2026-06-21T00:00:00Z', hasTime: true };
    const en = formatDateValue(dinner, 'en', 'America/Toronto');
    const fr = formatDateValue(dinner, 'fr', 'America/Toronto');
    expect(en).toMatch(/June 20, 2026/);
    expect(en).toMatch(/8:00\sPM/);
    expect(fr).toMatch(/20 juin 2026/);
    expect(fr).toMatch(/20:00/);
  });

  it('never moves a calendar date to the day before', () => {
    expect(formatDateValue({ iso: '2026-06-21', hasTime: false }, 'en', 'America/Vancouver')).toBe(
      'June 21, 2026',
    );
  });
});
