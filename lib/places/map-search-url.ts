import { formatLocation, type PlaceAddress } from './format-location';

/**
 * The map search for an address: the provider's pattern (lib/config's mapSearchUrl, already
 * an http(s) URL with `{query}`) with the address on one line, percent-encoded, in place of
 * `{query}`. null for an address with nothing to search.
 */
export function mapSearchUrl(pattern: string, location: PlaceAddress): string | null {
  const query = formatLocation(location).trim();
  if (query === '') return null;
  return pattern.replaceAll('{query}', encodeURIComponent(query));
}
