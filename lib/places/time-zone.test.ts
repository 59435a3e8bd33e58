import { describe, expect, it } from 'vitest';
import { countryCode } from './country-code';
import { isTimeZone, placeTimeZone } from './time-zone';

describe('countryCode', () => {
  it('reads names in English and French, with or without accents, and codes', () => {
    expect(countryCode('Canada')).toBe('CA');
    expect(countryCode('France')).toBe('FR');
    expect(countryCode('États-Unis')).toBe('US');
    expect(countryCode('Etats-Unis')).toBe('US');
    expect(countryCode('Belgique')).toBe('BE');
    expect(countryCode('ca')).toBe('CA');
  });

  it('gives null for what is not a country', () => {
    expect(countryCode('Narnia')).toBeNull();
    expect(countryCode('ZZ')).toBeNull();
    expect(countryCode('')).toBeNull();
    expect(countryCode('<style>body{display:none}</style>')).toBeNull();
  });
});

describe('placeTimeZone', () => {
  it('reads a Canadian province from the first letter of the postal code', () => {
    expect(placeTimeZone({ country: 'Canada', postalCode: 'G1K 6E9' }, 'UTC')).toBe(
      'America/Toronto',
    );
    expect(placeTimeZone({ country: 'Canada', postalCode: 'E1C 1E7' }, 'UTC')).toBe(
      'America/Moncton',
    );
    expect(placeTimeZone({ country: 'Canada', postalCode: 'V6B 1A1' }, 'UTC')).toBe(
      'America/Vancouver',
    );
  });

  it('reads the US zone from the ZIP code and a one-zone country from its name', () => {
    expect(placeTimeZone({ country: 'USA', postalCode: '60601' }, 'UTC')).toBe('America/Chicago');
    expect(placeTimeZone({ country: 'United States', postalCode: '85001' }, 'UTC')).toBe(
      'America/Phoenix',
    );
    expect(placeTimeZone({ country: 'France', postalCode: '75001' }, 'UTC')).toBe('Europe/Paris');
  });

  it('falls back to the directory zone when the address does not tell', () => {
    expect(placeTimeZone({ country: 'Canada', postalCode: '' }, 'America/Halifax')).toBe(
      'America/Halifax',
    );
    expect(placeTimeZone({ country: 'Brazil', postalCode: '01000' }, 'UTC')).toBe('UTC');
    expect(placeTimeZone(null, 'Europe/Paris')).toBe('Europe/Paris');
  });

  it('knows every zone it can answer', () => {
    expect(isTimeZone('America/Moncton')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
  });
});
