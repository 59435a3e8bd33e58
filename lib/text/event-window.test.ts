import { describe, expect, it } from 'vitest';
import { eventBound, eventWindow } from './event-window';

const NOW = new Date('2026-11-27T18:00:00Z');
const LATER_THAT_MINUTE = new Date('2026-11-27T18:00:42.5Z');

describe('eventBound', () => {
  it('reads a date alone as the whole day in the zone, DST included', () => {
    expect(eventBound('2026-12-05', 'from', 'America/Toronto')).toEqual({
      ok: true,
      instant: '2026-12-05T05:00:00.000Z',
    });
    expect(eventBound('2026-12-05', 'to', 'America/Toronto')).toEqual({
      ok: true,
      instant: '2026-12-06T04:59:59.999Z',
    });
    expect(eventBound('2026-07-01', 'from', 'America/Toronto')).toMatchObject({
      instant: '2026-07-01T04:00:00.000Z',
    });
    expect(eventBound('2026-07-01', 'from', 'UTC')).toMatchObject({
      instant: '2026-07-01T00:00:00.000Z',
    });
  });

  it('reads a date-time with its zone as that instant, and refuses anything else', () => {
    expect(eventBound('2026-12-05T18:00:00-05:00', 'to', 'UTC')).toEqual({
      ok: true,
      instant: '2026-12-05T23:00:00.000Z',
    });
    for (const value of ['tomorrow', '2026-02-30', '2026-12-05T18:00', '05/12/2026', ''])
      expect(eventBound(value, 'from', 'UTC'), value).toEqual({ ok: false });
  });
});

describe('eventWindow', () => {
  it('starts now by default and checks the order', () => {
    expect(eventWindow(undefined, undefined, 'UTC', LATER_THAT_MINUTE)).toEqual({
      ok: true,
      value: { from: NOW.toISOString(), to: null },
    });
    expect(eventWindow('', '2026-12-01', 'UTC', NOW)).toMatchObject({
      ok: true,
      value: { to: '2026-12-01T23:59:59.999Z' },
    });
    expect(eventWindow(undefined, '2026-11-01', 'UTC', NOW)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/"to" must not be before "from"/),
    });
    expect(eventWindow('soon', undefined, 'UTC', NOW)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^"from" must be an ISO 8601 date/),
    });
  });
});
