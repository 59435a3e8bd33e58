import { describe, expect, it } from 'vitest';
import { distanceKm, findCityCentres, foldPlaceName, parseCoordinates } from './city-centres';

describe('findCityCentres', () => {
  it('finds cities of Canada and the US, in their region when known, and never guesses', async () => {
    const found = await findCityCentres([
      { name: 'Montréal', country: 'CA', regions: ['CA-QC'] },
      { name: 'Ottawa', country: 'CA', regions: ['CA-ON'] },
      { name: 'Kingston', country: 'CA', regions: ['CA-ON'] },
      { name: 'Kingston', country: 'US', regions: ['US-NY'] },
      { name: 'Québec', country: 'CA', regions: [] },
      { name: 'Ottawa', country: 'CA', regions: ['CA-NB'] },
      { name: 'Atlantis', country: 'CA', regions: [] },
    ]);
    expect(found.get(0)?.latitude).toBeCloseTo(45.5, 0);
    expect(found.get(0)?.longitude).toBeCloseTo(-73.6, 0);
    expect(found.get(1)?.latitude).toBeCloseTo(45.4, 0);
    // Two Kingstons, each in its own country and region.
    expect(found.get(2)?.longitude).toBeCloseTo(-76.5, 0);
    expect(found.get(3)?.longitude).toBeCloseTo(-74.0, 0);
    expect(found.get(4)?.latitude).toBeCloseTo(46.8, 0);
    // No Ottawa in New Brunswick, no Atlantis: no centre.
    expect(found.has(5)).toBe(false);
    expect(found.has(6)).toBe(false);
  });
});

describe('distances and points', () => {
  it('measures great-circle distances in kilometres', () => {
    const montreal = { latitude: 45.50884, longitude: -73.58781 };
    const ottawa = { latitude: 45.41117, longitude: -75.69812 };
    expect(distanceKm(montreal, ottawa)).toBeGreaterThan(160);
    expect(distanceKm(montreal, ottawa)).toBeLessThan(170);
    expect(distanceKm(montreal, montreal)).toBe(0);
  });

  it('reads "latitude,longitude" and refuses anything else', () => {
    expect(parseCoordinates('45.50,-73.57')).toEqual({ latitude: 45.5, longitude: -73.57 });
    expect(parseCoordinates(' 45 , -73 ')).toEqual({ latitude: 45, longitude: -73 });
    for (const bad of ['', 'Montréal', '95,10', '45,190', '45;-73', '45,-73,1'])
      expect(parseCoordinates(bad)).toBeNull();
  });

  it('folds names as people write them', () => {
    expect(foldPlaceName('Saint-Jérôme')).toBe(foldPlaceName('St-Jerome'));
    expect(foldPlaceName('Trois-Rivières')).toBe('trois rivieres');
  });
});
