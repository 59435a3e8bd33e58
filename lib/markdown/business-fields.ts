import type { Business } from '@/lib/api';

export { formatLocation } from '@/lib/places/format-location';

/** The business types' labels, in order. */
export function businessTypeLabels(business: Business): string[] {
  return business.businessTypes.map((type) => type.label);
}

/** A phone number as a tel: URI: digits and a leading +, nothing a URL could misread. */
export function telUri(phone: string): string | null {
  const digits = phone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return /\d{3,}/.test(digits) ? `tel:${digits}` : null;
}
