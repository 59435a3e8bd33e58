/** An address as the API gives it. */
export interface PlaceAddress {
  address: string;
  city: string;
  postalCode: string;
  country: string;
}

/**
 * One address on one line: "123 Rue X, Montréal H2X 1Y4, CA", with its region before the
 * country when one is given ("…, Québec (CA-QC), CA"). Plain text, not escaped.
 */
export function formatLocation(location: PlaceAddress, region?: string): string {
  const cityLine = [location.city, location.postalCode].filter(Boolean).join(' ');
  return [location.address, cityLine, region, location.country].filter(Boolean).join(', ');
}
