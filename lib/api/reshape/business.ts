import type { Business, BusinessLocation, BusinessType } from '../types';
import { VISIBILITIES } from '../types';
import {
  bool,
  emailAddress,
  httpUrl,
  isoDateTime,
  isRecord,
  list,
  oneOf,
  optionalText,
  pathSegment,
  phoneNumber,
  recordOrEmpty,
  text,
  textList,
} from './primitives';

function reshapeLocation(raw: unknown): BusinessLocation | null {
  if (!isRecord(raw)) return null;
  const location: BusinessLocation = {
    address: text(raw.address),
    city: text(raw.city),
    postalCode: text(raw.postal_code ?? raw.postalCode),
    country: text(raw.country),
  };
  return Object.values(location).some(Boolean) ? location : null;
}

function reshapeBusinessType(raw: unknown): BusinessType | null {
  if (typeof raw === 'string') return raw.trim() ? { id: raw.trim(), label: raw.trim() } : null;
  if (!isRecord(raw)) return null;
  const label = text(raw.label);
  if (!label) return null;
  return { id: text(raw.id) || label, label };
}

/** A Business, or null when the record has no usable slug (it could not be linked to). */
export function reshapeBusiness(raw: unknown): Business | null {
  const record = recordOrEmpty(raw);
  const slug = pathSegment(record.slug);
  if (slug === null) return null;
  return {
    slug,
    name: text(record.businessName) || slug,
    websiteUrl: httpUrl(record.website),
    description: text(record.description),
    logoUrl: httpUrl(record.logo),
    email: emailAddress(record.email),
    phone: phoneNumber(record.phone),
    legalName: optionalText(record.legalName),
    primaryLanguage: optionalText(record.primaryLanguage),
    locations: list(record.locations, reshapeLocation),
    areas: textList(record.areas),
    category: text(record.category),
    tags: textList(record.tags),
    markdown: optionalText(record.mdContent),
    updatedAt: isoDateTime(record.updatedAt),
    businessTypes: list(record.businessTypes, reshapeBusinessType),
    visibility: oneOf(record.visibility, VISIBILITIES, 'UNKNOWN' as const),
    isVerified: bool(record.isVerified),
  };
}

/**
 * The public listing: only PUBLIC businesses (whatever the API lets through), each slug once,
 * in the API's order.
 */
export function reshapeBusinessList(raw: unknown): Business[] {
  const seen = new Set<string>();
  const result: Business[] = [];
  for (const business of list(recordOrEmpty(raw).data, reshapeBusiness)) {
    if (business.visibility !== 'PUBLIC' || seen.has(business.slug)) continue;
    seen.add(business.slug);
    result.push(business);
  }
  return result;
}
