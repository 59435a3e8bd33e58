import { describe, expect, it } from 'vitest';
import { mapSearchUrl } from './map-search-url';

const OSM = 'https://www.openstreetmap.org/search?query={query}';

describe('mapSearchUrl', () => {
  it('puts the whole address, percent-encoded, in place of {query}', () => {
    const url = mapSearchUrl(OSM, {
      address: '4521 Rue Saint-Denis',
      city: 'Montréal',
      postalCode: 'H2J 2L4',
      country: 'Canada',
    });
    expect(url).toBe(
      'https://www.openstreetmap.org/search?query=4521%20Rue%20Saint-Denis%2C%20Montr%C3%A9al%20H2J%202L4%2C%20Canada',
    );
    expect(new URL(url ?? '').searchParams.get('query')).toBe(
      '4521 Rue Saint-Denis, Montréal H2J 2L4, Canada',
    );
  });

  it('keeps characters that would end the query inside it', () => {
    const url = mapSearchUrl(OSM, { address: 'A&B #2?x=1', city: '', postalCode: '', country: '' });
    expect(new URL(url ?? '').searchParams.get('query')).toBe('A&B #2?x=1');
  });

  it('gives no link for an empty address', () => {
    expect(mapSearchUrl(OSM, { address: ' ', city: '', postalCode: '', country: '' })).toBeNull();
  });
});
