import { describe, expect, it } from 'vitest';
import { syntheticDay, syntheticEvents, upcomingStart } from './synthetic-events';
import { syntheticCore } from './synthetic-core';

describe('synthetic events', () => {
  const noon = Date.UTC(2031, 4, 10, 12, 30);

  it('count from midnight UTC of the current day, at an evening hour, a day later at least', () => {
    expect(syntheticDay(noon)).toBe(Date.UTC(2031, 4, 10));
    expect(upcomingStart(1, noon)).toBe('2031-05-11T23:00:00Z');
    expect(upcomingStart(1, Date.UTC(2031, 4, 10, 23, 59))).toBe('2031-05-11T23:00:00Z');
  });

  it('are a pure function of the business number', () => {
    const first = [1, 2, 3, 4, 5, 6].map((number) =>
      syntheticEvents(number, syntheticCore(number), 'Laval'),
    );
    const again = [1, 2, 3, 4, 5, 6].map((number) =>
      syntheticEvents(number, syntheticCore(number), 'Laval'),
    );
    expect(again).toEqual(first);
    expect(first.flat().length).toBeGreaterThan(0);
    for (const event of first.flat()) expect(event.itemType).toBe('EVENT');
  });
});
