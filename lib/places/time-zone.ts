import { countryCode } from './country-code';

/*
 * The time zone of a place, from what the API gives of its address (country and postal code):
 * an event's "20:00" is 20:00 where it happens, whoever reads the page and wherever the server
 * runs. Where the address does not tell, the directory's configured zone applies.
 */

/** Canada's postal codes start with a letter that names the province or territory. */
const CANADA_BY_POSTAL_LETTER: Record<string, string> = {
  A: 'America/St_Johns',
  B: 'America/Halifax',
  C: 'America/Halifax',
  E: 'America/Moncton',
  G: 'America/Toronto',
  H: 'America/Toronto',
  J: 'America/Toronto',
  K: 'America/Toronto',
  L: 'America/Toronto',
  M: 'America/Toronto',
  N: 'America/Toronto',
  P: 'America/Toronto',
  R: 'America/Winnipeg',
  S: 'America/Regina',
  T: 'America/Edmonton',
  V: 'America/Vancouver',
  X: 'America/Edmonton',
  Y: 'America/Whitehorse',
};

/** US ZIP codes by their first three digits, for the zones that cut across the first digit. */
function unitedStatesZone(postalCode: string): string | null {
  const prefix = Number(postalCode.slice(0, 3));
  if (!/^\d{3}/.test(postalCode)) return null;
  if (prefix >= 967 && prefix <= 968) return 'Pacific/Honolulu';
  if (prefix >= 995) return 'America/Anchorage';
  if (prefix >= 850 && prefix <= 865) return 'America/Phoenix';
  if (prefix >= 889 && prefix <= 898) return 'America/Los_Angeles';
  if (prefix >= 900) return 'America/Los_Angeles';
  if (prefix >= 800) return 'America/Denver';
  if (prefix >= 500) return 'America/Chicago';
  return 'America/New_York';
}

/** Countries that keep one zone for the whole country (or nearly all of their people). */
const SINGLE_ZONE: Record<string, string> = {
  AT: 'Europe/Vienna',
  BE: 'Europe/Brussels',
  CH: 'Europe/Zurich',
  DE: 'Europe/Berlin',
  DK: 'Europe/Copenhagen',
  ES: 'Europe/Madrid',
  FI: 'Europe/Helsinki',
  FR: 'Europe/Paris',
  GB: 'Europe/London',
  GR: 'Europe/Athens',
  HT: 'America/Port-au-Prince',
  IE: 'Europe/Dublin',
  IT: 'Europe/Rome',
  JP: 'Asia/Tokyo',
  LU: 'Europe/Luxembourg',
  MA: 'Africa/Casablanca',
  MC: 'Europe/Monaco',
  NL: 'Europe/Amsterdam',
  NO: 'Europe/Oslo',
  PL: 'Europe/Warsaw',
  PT: 'Europe/Lisbon',
  SE: 'Europe/Stockholm',
  SN: 'Africa/Dakar',
  TN: 'Africa/Tunis',
};

/** True when the runtime knows `zone` as an IANA time zone. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export interface PlaceForZone {
  country: string;
  postalCode: string;
}

/** The IANA zone of a place, or `fallback` when its address does not say. */
export function placeTimeZone(place: PlaceForZone | null | undefined, fallback: string): string {
  if (!place) return fallback;
  const code = countryCode(place.country);
  const postal = place.postalCode.trim().toUpperCase();
  if (code === 'CA') return CANADA_BY_POSTAL_LETTER[postal.charAt(0)] ?? fallback;
  if (code === 'US') return unitedStatesZone(postal) ?? fallback;
  return (code && SINGLE_ZONE[code]) ?? fallback;
}

/** The zone of a business: that of its first address, else the directory's. */
export function businessTimeZone(
  business: { locations: readonly PlaceForZone[] },
  fallback: string,
): string {
  return placeTimeZone(business.locations[0], fallback);
}
