import type { LocalBusiness, Organization, PostalAddress, WithContext } from 'schema-dts';
import type { Business, BusinessLocation } from '@/lib/api';
import { countryCode } from '@/lib/places/country-code';
import { regionOf } from '@/lib/places/region';
import { canonicalBusinessUrl } from '@/lib/urls/paths';

export interface BusinessJsonLdContext {
  siteUrl: string;
  /** The URL of the page this block is on (the French page for French readers). */
  pageUrl: string;
}

/**
 * A location as a PostalAddress; the country as its ISO 3166-1 code when it is a known one, the
 * region (province, territory, state) as its ISO 3166-2 code when the postal code says it: a
 * code reads the same on the English and the French page.
 */
export function postalAddress(location: BusinessLocation): PostalAddress {
  const country = countryCode(location.country) ?? location.country.trim();
  const region = regionOf(location);
  return {
    '@type': 'PostalAddress',
    ...(location.address && { streetAddress: location.address }),
    ...(location.city && { addressLocality: location.city }),
    ...(region && { addressRegion: region }),
    ...(location.postalCode && { postalCode: location.postalCode }),
    ...(country && { addressCountry: country }),
  };
}

/** The @id of a business's node, shared by every page that mentions it. */
export function businessNodeId(siteUrl: string, slug: string): string {
  return `${canonicalBusinessUrl(siteUrl, slug)}#business`;
}

/**
 * A LocalBusiness when the business has at least one address (that is what makes it "local"),
 * otherwise an Organization. Only fields the data gives are stated.
 */
export function businessJsonLd(
  business: Business,
  context: BusinessJsonLdContext,
): WithContext<LocalBusiness> | WithContext<Organization> {
  const canonical = canonicalBusinessUrl(context.siteUrl, business.slug);
  const common = {
    '@id': businessNodeId(context.siteUrl, business.slug),
    name: business.name,
    url: canonical,
    mainEntityOfPage: context.pageUrl,
    ...(business.description && { description: business.description }),
    ...(business.legalName && { legalName: business.legalName }),
    ...(business.logoUrl && { logo: business.logoUrl, image: business.logoUrl }),
    ...(business.email && { email: business.email }),
    ...(business.phone && { telephone: business.phone }),
    ...(business.websiteUrl && { sameAs: [business.websiteUrl] }),
    ...(business.areas.length > 0 && { areaServed: business.areas }),
    ...(business.tags.length > 0 && { keywords: business.tags.join(', ') }),
    ...(business.primaryLanguage && { knowsLanguage: business.primaryLanguage }),
  };
  if (business.locations.length === 0) {
    return { '@context': 'https://schema.org', '@type': 'Organization', ...common };
  }
  const addresses = business.locations.map(postalAddress);
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    ...common,
    address: addresses.length === 1 ? addresses[0] : addresses,
  };
}
