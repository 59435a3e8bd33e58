import { describe, expect, it } from 'vitest';
import { routeSegment } from './route-segment';

describe('routeSegment', () => {
  it('keeps decoded params as they are, percent signs included', () => {
    expect(routeSegment('boulangerie-du-plateau')).toBe('boulangerie-du-plateau');
    expect(routeSegment('crêperie-sœur-élodie')).toBe('crêperie-sœur-élodie');
    expect(routeSegment('hostile/../odd slug 100%')).toBe('hostile/../odd slug 100%');
    expect(routeSegment('caf%C3%A9 / ../tips 50%')).toBe('caf%C3%A9 / ../tips 50%');
    expect(routeSegment('100%')).toBe('100%');
  });

  it('decodes a value that can only be a raw segment', () => {
    expect(routeSegment('cr%C3%AAperie')).toBe('crêperie');
    expect(routeSegment('a%2Fb')).toBe('a/b');
  });

  it('refuses what cannot name a resource', () => {
    for (const value of ['', '..', '%2E%2E', '%E0%A4%A', 'a%00b', 'x'.repeat(201)]) {
      expect(routeSegment(value), value).toBeNull();
    }
  });
});
