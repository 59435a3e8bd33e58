import { untrusted, type Schemas } from '../raw-types';
import type { Business, BusinessLocation, BusinessType } from '../types';
import { VISIBILITIES } from '../types';
import {
  bool,
  emailAddress,
  httpUrl,
  isoDateTime,
  isRecord,
  list,
  markdownText,
  oneOf,
  optionalText,
  pathSegment,
  phoneNumber,
  text,
  textList,
} from './primitives';

function reshapeLocation(raw: unknown): BusinessLocation | null {
  if (!isRecord(raw)) return null;
  const record = untrusted<Schemas['BusinessLocation']>(raw);
  const location: BusinessLocation = {
    address: text(record.address),
    city: text(record.city),
    postalCode: text(record.postal_code),
    country: text(record.country),
  };
  return Object.values(location).some(Boolean) ? location : null;
}

function reshapeBusinessType(raw: unknown): BusinessType | null {
  if (typeof raw === 'string') return raw.trim() ? { id: raw.trim(), label: raw.trim() } : null;
  if (!isRecord(raw)) return null;
  const record = untrusted<Schemas['BusinessType']>(raw);
  const label = text(record.label);
  if (!label) return null;
  return { id: text(record.id) || label, label };
}

/** A Business, or null when the record has no usable slug (it could not be linked to). */
export function reshapeBusiness(raw: unknown): Business | null {
  const record = untrusted<Schemas['Business']>(raw);
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
    markdown: markdownText(record.mdContent),
    updatedAt: isoDateTime(record.updatedAt),
    businessTypes: list(record.businessTypes, reshapeBusinessType),
    visibility: oneOf(record.visibility, VISIBILITIES, 'UNKNOWN' as const),
    isVerified: bool(record.isVerified),
  };
}
