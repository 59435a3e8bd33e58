import { countryCode } from './country-code';
import { regionName } from './region-names';

/*
 * The region (province, territory or state) of a location, as its ISO 3166-2 code, from what
 * the API gives of its address: the country and the postal code. The API has no region field,
 * and a postal code says it exactly: Canada's first letter names a province (X is split between
 * the Northwest Territories and Nunavut by the first three characters), a US ZIP code's first
 * three digits a state. A code that is malformed, unassigned or shared by several regions
 * (military mail, the freely associated states) gives no region: never a guess.
 */

/** A Canadian postal code: A1A 1A1, without the letters Canada Post never uses. */
const CANADIAN_POSTAL_CODE =
  /^([ABCEGHJ-NPRSTVXY])(\d)([ABCEGHJ-NPRSTV-Z])[ -]?\d[ABCEGHJ-NPRSTV-Z]\d$/;

const CANADA_BY_FIRST_LETTER: Readonly<Record<string, string>> = {
  A: 'CA-NL',
  B: 'CA-NS',
  C: 'CA-PE',
  E: 'CA-NB',
  G: 'CA-QC',
  H: 'CA-QC',
  J: 'CA-QC',
  K: 'CA-ON',
  L: 'CA-ON',
  M: 'CA-ON',
  N: 'CA-ON',
  P: 'CA-ON',
  R: 'CA-MB',
  S: 'CA-SK',
  T: 'CA-AB',
  V: 'CA-BC',
  Y: 'CA-YT',
};

/** The X areas (forward sortation areas) of Nunavut; X0E, X0G and X1A are the Northwest Territories'. */
const NUNAVUT_AREAS = new Set(['X0A', 'X0B', 'X0C']);
const NORTHWEST_TERRITORIES_AREAS = new Set(['X0E', 'X0G', 'X1A']);

function canadianRegion(postalCode: string): string | null {
  const match = CANADIAN_POSTAL_CODE.exec(postalCode);
  if (!match) return null;
  const [, letter, digit, second] = match;
  if (letter === 'X') {
    const area = `${letter}${digit}${second}`;
    if (NUNAVUT_AREAS.has(area)) return 'CA-NU';
    return NORTHWEST_TERRITORIES_AREAS.has(area) ? 'CA-NT' : null;
  }
  return CANADA_BY_FIRST_LETTER[letter!] ?? null;
}

/**
 * ZIP code prefixes (first three digits, inclusive ranges) and their state, from the USPS's
 * list of three-digit prefixes. Gaps are prefixes no state has: military mail (090–098, 340,
 * 962–966) and unassigned numbers.
 */
const ZIP_PREFIX_RANGES: ReadonlyArray<readonly [number, number, string]> = [
  [5, 5, 'NY'],
  [6, 7, 'PR'],
  [8, 8, 'VI'],
  [9, 9, 'PR'],
  [10, 27, 'MA'],
  [28, 29, 'RI'],
  [30, 38, 'NH'],
  [39, 49, 'ME'],
  [50, 54, 'VT'],
  [55, 55, 'MA'],
  [56, 59, 'VT'],
  [60, 69, 'CT'],
  [70, 89, 'NJ'],
  [100, 149, 'NY'],
  [150, 196, 'PA'],
  [197, 199, 'DE'],
  [200, 200, 'DC'],
  [201, 201, 'VA'],
  [202, 205, 'DC'],
  [206, 219, 'MD'],
  [220, 246, 'VA'],
  [247, 268, 'WV'],
  [270, 289, 'NC'],
  [290, 299, 'SC'],
  [300, 319, 'GA'],
  [320, 339, 'FL'],
  [341, 349, 'FL'],
  [350, 369, 'AL'],
  [370, 385, 'TN'],
  [386, 397, 'MS'],
  [398, 399, 'GA'],
  [400, 427, 'KY'],
  [430, 459, 'OH'],
  [460, 479, 'IN'],
  [480, 499, 'MI'],
  [500, 528, 'IA'],
  [530, 549, 'WI'],
  [550, 567, 'MN'],
  [569, 569, 'DC'],
  [570, 577, 'SD'],
  [580, 588, 'ND'],
  [590, 599, 'MT'],
  [600, 629, 'IL'],
  [630, 658, 'MO'],
  [660, 679, 'KS'],
  [680, 693, 'NE'],
  [700, 714, 'LA'],
  [716, 729, 'AR'],
  [730, 731, 'OK'],
  [733, 733, 'TX'],
  [734, 749, 'OK'],
  [750, 799, 'TX'],
  [800, 816, 'CO'],
  [820, 831, 'WY'],
  [832, 838, 'ID'],
  [840, 847, 'UT'],
  [850, 865, 'AZ'],
  [870, 884, 'NM'],
  [885, 885, 'TX'],
  [889, 898, 'NV'],
  [900, 961, 'CA'],
  [967, 968, 'HI'],
  [970, 979, 'OR'],
  [980, 994, 'WA'],
  [995, 999, 'AK'],
];

/** A ZIP code, with or without its four-digit extension. */
const ZIP_CODE = /^(\d{5})(?:-?\d{4})?$/;

function unitedStatesRegion(postalCode: string): string | null {
  const match = ZIP_CODE.exec(postalCode);
  if (!match) return null;
  const zip = Number(match[1]);
  // Inside Hawaii's prefixes: American Samoa. Prefix 969 is shared by Guam, the Northern
  // Mariana Islands and the freely associated states: only Guam's own numbers are placed.
  if (zip === 96799) return null;
  if (zip >= 96910 && zip <= 96932) return 'US-GU';
  const prefix = Math.floor(zip / 100);
  for (const [from, to, state] of ZIP_PREFIX_RANGES)
    if (prefix >= from && prefix <= to) return `US-${state}`;
  return null;
}

export interface PlaceForRegion {
  country: string;
  postalCode: string;
}

/** The ISO 3166-2 code of a location's region (`CA-QC`, `US-NY`), or null when it does not say. */
export function regionOf(place: PlaceForRegion | null | undefined): string | null {
  if (!place) return null;
  const postal = place.postalCode.trim().toUpperCase();
  if (postal === '') return null;
  const country = countryCode(place.country);
  if (country === 'CA') return canadianRegion(postal);
  if (country === 'US') return unitedStatesRegion(postal);
  return null;
}

/** The regions of some locations, each once, in the order of the locations. */
export function regionsOf(places: readonly PlaceForRegion[]): string[] {
  const regions: string[] = [];
  for (const place of places) {
    const region = regionOf(place);
    if (region && !regions.includes(region)) regions.push(region);
  }
  return regions;
}

/** A location's region as a page states it: its ISO 3166-2 code and its name in a language. */
export interface PlaceRegion {
  code: string;
  name: string;
}

export function placeRegion(
  place: PlaceForRegion | null | undefined,
  locale: string,
): PlaceRegion | null {
  const code = regionOf(place);
  const name = code ? regionName(code, locale) : null;
  return code && name ? { code, name } : null;
}

/** The regions of some locations as pages state them, each once, in the order of the locations. */
export function placeRegions(places: readonly PlaceForRegion[], locale: string): PlaceRegion[] {
  return regionsOf(places).flatMap((code) => {
    const name = regionName(code, locale);
    return name ? [{ code, name }] : [];
  });
}

/** "Québec (CA-QC)": how pages, twins and answers write a region. */
export function regionLabel(region: PlaceRegion): string {
  return `${region.name} (${region.code})`;
}
