import { describe, expect, it } from 'vitest';
import { closestFacets } from './closest-facets';
import type { Facet } from './listing-index';

const facet = (slug: string, count: number): Facet => ({ slug, name: slug, count, lastmod: null });
const CITIES = [facet('montreal', 5), facet('ottawa', 9), facet('gatineau', 2), facet('quebec', 3)];

describe('closestFacets', () => {
  it('puts the slug a typo was closest to first', () => {
    expect(closestFacets(CITIES, 'Montréall')[0]?.slug).toBe('montreal');
    expect(closestFacets(CITIES, 'otawa')[0]?.slug).toBe('ottawa');
  });

  it('fills the rest with the most populous, never more than asked', () => {
    expect(closestFacets(CITIES, 'zzzz', 2).map((city) => city.slug)).toEqual([
      'ottawa',
      'montreal',
    ]);
  });
});
