import type { Business, BusinessLocation } from '@/lib/api';

/*
 * What the listing index reads of a business: the listing's fields a card, a filter, a facet or
 * the search shows, and the lead of its Markdown body (a card's description falls back to it, the
 * search reads its start). The cluster's stored listing (DATABASE_URL) keeps this per business,
 * so an index built from the database equals one built from the API.
 */

/** The characters of the Markdown body the index reads: both its uses stop well before. */
export const MARKDOWN_LEAD_LENGTH = 2_000;

export interface ListedBusiness {
  slug: string;
  name: string;
  description: string;
  /** The start of the Markdown body (MARKDOWN_LEAD_LENGTH characters), or null. */
  markdown: string | null;
  logoUrl: string | null;
  category: string;
  locations: readonly BusinessLocation[];
  areas: readonly string[];
  tags: readonly string[];
  businessTypes: readonly { label: string }[];
  isVerified: boolean;
  updatedAt: string | null;
}

function markdownLead(markdown: string | null): string | null {
  return markdown !== null && markdown.length > MARKDOWN_LEAD_LENGTH
    ? markdown.slice(0, MARKDOWN_LEAD_LENGTH)
    : markdown;
}

/** The business as the index reads it: its own object when its body is short enough. */
export function withMarkdownLead<B extends ListedBusiness>(business: B): B {
  const markdown = markdownLead(business.markdown);
  return markdown === business.markdown ? business : { ...business, markdown };
}

/** Only the fields the index reads, for storing: no contact details, no full body. */
export function listedBusinessOf(business: Business | ListedBusiness): ListedBusiness {
  return {
    slug: business.slug,
    name: business.name,
    description: business.description,
    markdown: markdownLead(business.markdown),
    logoUrl: business.logoUrl,
    category: business.category,
    locations: business.locations.map(({ address, city, postalCode, country }) => ({
      address,
      city,
      postalCode,
      country,
    })),
    areas: business.areas,
    tags: business.tags,
    businessTypes: business.businessTypes.map(({ label }) => ({ label })),
    isVerified: business.isVerified,
    updatedAt: business.updatedAt,
  };
}
