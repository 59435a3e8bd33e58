import { describe, expect, it } from 'vitest';
import { itemFacts } from '@/lib/catalog/item-facts';
import { eventFactsOf, zonedMidnight } from './event-times';

const context = (timeZone: string) => ({
  currency: 'CAD',
  timeZone,
  now: new Date('2026-01-15T12:00:00Z'),
  business: null,
});

function eventFacts(attributes: Record<string, unknown>, timeZone: string) {
  const facts = itemFacts(
    { attributes, type: 'EVENT', available: true, unitPrice: null, unitMeasure: null },
    context(timeZone),
  );
  return eventFactsOf(facts, 'Gatineau');
}

describe('eventFactsOf', () => {
  it("states a timed start in the place's zone, with the offset of that date", () => {
    const summer = eventFacts({ startDate: '2026-06-21T00:00:00Z' }, 'America/Toronto');
    expect(summer).toMatchObject({
      start: '2026-06-20T20:00:00-04:00',
      hasTime: true,
      timeZone: 'America/Toronto',
      startsAt: '2026-06-21T00:00:00.000Z',
      endsAt: null,
      place: 'Gatineau',
    });
    const winter = eventFacts(
      { startDate: '2026-12-05T15:00:00Z', endDate: '2026-12-05T17:30:00Z' },
      'America/Toronto',
    );
    expect(winter).toMatchObject({
      start: '2026-12-05T10:00:00-05:00',
      end: '2026-12-05T12:30:00-05:00',
      endsAt: '2026-12-05T17:30:00.000Z',
    });
    expect(eventFacts({ startDate: '2026-12-05T15:00:00Z' }, 'Asia/Tokyo')?.start).toBe(
      '2026-12-06T00:00:00+09:00',
    );
  });

  it("makes a calendar date last its whole day in the place's zone", () => {
    const day = eventFacts({ startDate: '2026-07-01' }, 'America/Vancouver');
    expect(day).toMatchObject({
      start: '2026-07-01',
      hasTime: false,
      startsAt: '2026-07-01T07:00:00.000Z',
      endsAt: '2026-07-02T07:00:00.000Z',
    });
  });

  it('is null without a start or with an unreadable one', () => {
    expect(eventFacts({}, 'UTC')).toBeNull();
    expect(eventFacts({ startDate: 'next tuesday' }, 'UTC')).toBeNull();
  });
});

describe('zonedMidnight', () => {
  it('finds the start of a day across an offset change', () => {
    // Daylight time starts at 02:00 on 8 March 2026 in Toronto: midnight is still -05:00.
    expect(new Date(zonedMidnight('2026-03-08', 'America/Toronto')).toISOString()).toBe(
      '2026-03-08T05:00:00.000Z',
    );
    expect(new Date(zonedMidnight('2026-03-09', 'America/Toronto')).toISOString()).toBe(
      '2026-03-09T04:00:00.000Z',
    );
  });
});
