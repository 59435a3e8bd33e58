import type { Business, BusinessLocation } from '@/lib/api';

/** One address on one line: "123 Rue X, Montréal H2X 1Y4, CA". Plain text, not escaped. */
export function formatLocation(location: BusinessLocation): string {
  const cityLine = [location.city, location.postalCode].filter(Boolean).join(' ');
  return [location.address, cityLine, location.country].filter(Boolean).join(', ');
}

/** The business types' labels, in order. */
export function businessTypeLabels(business: Business): string[] {
  return business.businessTypes.map((type) => type.label);
}

/** A phone number as a tel: URI: digits and a leading +, nothing a URL could misread. */
export function telUri(phone: string): string | null {
  const digits = phone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return /\d{3,}/.test(digits) ? `tel:${digits}` : null;
}
