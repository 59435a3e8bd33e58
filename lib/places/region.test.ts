import { describe, expect, it } from 'vitest';
import { placeRegion, placeRegions, regionLabel, regionOf, regionsOf } from './region';
import { REGION_CODES, regionName, resolveRegion } from './region-names';

const canada = (postalCode: string) => regionOf({ country: 'Canada', postalCode });
const unitedStates = (postalCode: string) => regionOf({ country: 'US', postalCode });

describe('regionOf: Canada', () => {
  it.each([
    ['A1C 5M2', 'CA-NL'],
    ['B3H 4R2', 'CA-NS'],
    ['C1A 7N8', 'CA-PE'],
    ['E1C 1E7', 'CA-NB'],
    ['G1K 6E9', 'CA-QC'],
    ['H2T 1S1', 'CA-QC'],
    ['J8X 1N6', 'CA-QC'],
    ['K1N 9C3', 'CA-ON'],
    ['L5B 2C9', 'CA-ON'],
    ['M5V 3L9', 'CA-ON'],
    ['N6A 3K7', 'CA-ON'],
    ['P3E 5P9', 'CA-ON'],
    ['R3C 4T3', 'CA-MB'],
    ['S4P 3Y2', 'CA-SK'],
    ['T2P 2M5', 'CA-AB'],
    ['V6B 1A1', 'CA-BC'],
    ['X0A 0H0', 'CA-NU'],
    ['X0B 0C0', 'CA-NU'],
    ['X0C 0A0', 'CA-NU'],
    ['X0E 0N0', 'CA-NT'],
    ['X0G 0A0', 'CA-NT'],
    ['X1A 2L9', 'CA-NT'],
    ['Y1A 1B3', 'CA-YT'],
  ])('%s is in %s', (postalCode, region) => {
    expect(canada(postalCode)).toBe(region);
  });

  it('reads the code without a space, with a hyphen, in lower case, padded', () => {
    expect(canada('h2t1s1')).toBe('CA-QC');
    expect(canada('K1N-9C3')).toBe('CA-ON');
    expect(canada('  v6b 1a1 ')).toBe('CA-BC');
  });

  it('reads the country as the API writes it', () => {
    for (const country of ['Canada', 'CA', 'ca', 'canada']) {
      expect(regionOf({ country, postalCode: 'H2T 1S1' })).toBe('CA-QC');
    }
  });

  it.each([
    ['', 'empty'],
    ['H2T', 'only the area'],
    ['H2T 1S', 'too short'],
    ['H2T 1S1 9', 'too long'],
    ['D2T 1S1', 'a letter no code starts with'],
    ['W2T 1S1', 'W starts no code'],
    ['Z2T 1S1', 'Z starts no code'],
    ['H2O 1S1', 'O is never used'],
    ['X0D 0A0', 'an X area of neither territory'],
    ['X9A 0A0', 'an X area of neither territory'],
    ['12345', 'a ZIP code in Canada'],
    ['"><svg onload=alert(1)>', 'markup'],
  ])('%s gives no region (%s)', (postalCode) => {
    expect(canada(postalCode)).toBeNull();
  });
});

describe('regionOf: United States', () => {
  it.each([
    ['10001', 'US-NY'],
    ['00501', 'US-NY'],
    ['02108', 'US-MA'],
    ['05501', 'US-MA'],
    ['05401', 'US-VT'],
    ['00901', 'US-PR'],
    ['00802', 'US-VI'],
    ['20500', 'US-DC'],
    ['20101', 'US-VA'],
    ['60601', 'US-IL'],
    ['73301', 'US-TX'],
    ['88510', 'US-TX'],
    ['73102', 'US-OK'],
    ['94105', 'US-CA'],
    ['96813', 'US-HI'],
    ['96910', 'US-GU'],
    ['99501', 'US-AK'],
    ['98101', 'US-WA'],
    ['33101', 'US-FL'],
    ['39813', 'US-GA'],
    ['83702', 'US-ID'],
    ['89501', 'US-NV'],
    ['10001-1234', 'US-NY'],
    ['100011234', 'US-NY'],
  ])('%s is in %s', (postalCode, region) => {
    expect(unitedStates(postalCode)).toBe(region);
  });

  it('reads the country as the API writes it', () => {
    for (const country of ['United States', 'USA', 'États-Unis', 'us']) {
      expect(regionOf({ country, postalCode: '10001' })).toBe('US-NY');
    }
  });

  it.each([
    ['09001', 'military mail (AE)'],
    ['34001', 'military mail (AA)'],
    ['96201', 'military mail (AP)'],
    ['96799', 'American Samoa, inside Hawaii’s prefixes'],
    ['96960', 'a freely associated state'],
    ['00400', 'an unassigned prefix'],
    ['71501', 'an unassigned prefix'],
    ['1000', 'too short'],
    ['100012', 'six digits'],
    ['10001-12', 'a cut extension'],
    ['K1N 9C3', 'a Canadian code in the US'],
  ])('%s gives no region (%s)', (postalCode) => {
    expect(unitedStates(postalCode)).toBeNull();
  });
});

describe('regionOf: elsewhere and nothing', () => {
  it('places no location of another or an unknown country', () => {
    expect(regionOf({ country: 'France', postalCode: '75001' })).toBeNull();
    expect(regionOf({ country: '', postalCode: 'H2T 1S1' })).toBeNull();
    expect(regionOf({ country: 'Atlantis', postalCode: '10001' })).toBeNull();
    expect(regionOf(null)).toBeNull();
    expect(regionOf(undefined)).toBeNull();
  });
});

describe('regionsOf', () => {
  it('lists each region once, in the order of the locations, without the unknown', () => {
    expect(
      regionsOf([
        { country: 'Canada', postalCode: 'J8X 1N6' },
        { country: 'Canada', postalCode: 'K1N 9C3' },
        { country: 'Canada', postalCode: 'H2T 1S1' },
        { country: 'Canada', postalCode: 'nope' },
      ]),
    ).toEqual(['CA-QC', 'CA-ON']);
    expect(regionsOf([])).toEqual([]);
  });
});

describe('region names', () => {
  it('names every province, territory and state in both languages', () => {
    expect(REGION_CODES.filter((code) => code.startsWith('CA-'))).toHaveLength(13);
    expect(REGION_CODES.filter((code) => code.startsWith('US-'))).toHaveLength(54);
    for (const code of REGION_CODES) {
      expect(regionName(code, 'en')).toBeTruthy();
      expect(regionName(code, 'fr')).toBeTruthy();
    }
    expect(regionName('CA-QC', 'fr')).toBe('Québec');
    expect(regionName('CA-QC', 'en')).toBe('Quebec');
    expect(regionName('CA-BC', 'fr')).toBe('Colombie-Britannique');
    expect(regionName('US-XX', 'en')).toBeNull();
  });

  it('every region the postal rules give has a name', () => {
    const samples = ['A', 'B', 'C', 'E', 'G', 'K', 'R', 'S', 'T', 'V', 'Y'].map((letter) =>
      canada(`${letter}1A 1A1`),
    );
    for (let prefix = 0; prefix < 1000; prefix += 1)
      samples.push(unitedStates(`${String(prefix).padStart(3, '0')}01`));
    for (const region of samples) if (region) expect(regionName(region, 'en')).not.toBeNull();
  });

  it.each([
    ['CA-QC', 'CA-QC'],
    ['ca-qc', 'CA-QC'],
    ['QC', 'CA-QC'],
    ['ny', 'US-NY'],
    ['Québec', 'CA-QC'],
    ['quebec', 'CA-QC'],
    ['Colombie-Britannique', 'CA-BC'],
    ['british columbia', 'CA-BC'],
    ['Caroline du Nord', 'US-NC'],
    ['US-CA', 'US-CA'],
  ])('resolveRegion(%s) is %s', (value, code) => {
    expect(resolveRegion(value)).toBe(code);
  });

  it.each(['', 'CA', 'US', 'XX', 'CA-XX', 'Narnia', 'Qué'])(
    'resolveRegion(%s) names no region',
    (value) => {
      expect(resolveRegion(value)).toBeNull();
    },
  );
});

describe('placeRegion', () => {
  it('names a location’s region in the page’s language, with its code', () => {
    const place = { country: 'Canada', postalCode: 'V6B 1A1' };
    expect(placeRegion(place, 'fr')).toEqual({ code: 'CA-BC', name: 'Colombie-Britannique' });
    expect(regionLabel(placeRegion(place, 'en')!)).toBe('British Columbia (CA-BC)');
    expect(placeRegion({ country: 'Canada', postalCode: '' }, 'en')).toBeNull();
  });
});

describe('placeRegions', () => {
  it('names each region of some locations once, in their order and the page’s language', () => {
    const places = [
      { country: 'Canada', postalCode: 'J8X 1N6' },
      { country: 'Canada', postalCode: 'K1N 9C3' },
      { country: 'Canada', postalCode: 'J9H 5E1' },
      { country: 'Canada', postalCode: '' },
    ];
    expect(placeRegions(places, 'fr')).toEqual([
      { code: 'CA-QC', name: 'Québec' },
      { code: 'CA-ON', name: 'Ontario' },
    ]);
    expect(placeRegions([], 'en')).toEqual([]);
  });
});
