import { describe, expect, it } from 'vitest';
import { knownRatings, MAX_KNOWN_RATINGS, rememberRating } from './known-ratings';

describe('known ratings', () => {
  it('gives cards only the complete ratings already worked out', () => {
    rememberRating('a', { average: 4.26, count: 12, complete: true });
    rememberRating('b', { average: 3, count: 5000, complete: false });
    rememberRating('c', { average: null, count: 0, complete: true });
    expect(knownRatings(['a', 'b', 'c', 'd'])).toEqual({ a: { average: 4.3, count: 12 } });
  });

  it('forgets a rating that is no longer complete, and keeps memory bounded', () => {
    rememberRating('e', { average: 4, count: 1, complete: true });
    rememberRating('e', { average: 4, count: 9000, complete: false });
    expect(knownRatings(['e'])).toEqual({});
    for (let index = 0; index <= MAX_KNOWN_RATINGS; index += 1)
      rememberRating(`s${index}`, { average: 5, count: 1, complete: true });
    expect(knownRatings(['s0'])).toEqual({});
    expect(knownRatings([`s${MAX_KNOWN_RATINGS}`])).toEqual({
      [`s${MAX_KNOWN_RATINGS}`]: { average: 5, count: 1 },
    });
  });
});
