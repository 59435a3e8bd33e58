import { regionsOf } from '@/lib/places/region';
import { truncate } from '@/lib/text/truncate';
import { facetSlug } from './facet-slug';
import { type ListedBusiness, withMarkdownLead } from './listed-business';
import type { ListingEntry } from './listing-index';
import { searchTextOf } from './search/search-text';

/** The longest description an index entry keeps: a card shows three lines, a list line one. */
export const ENTRY_DESCRIPTION_LENGTH = 200;

/**
 * What the directory index says of one business of the listing, before any string is shared
 * with the other language's index: the index builds its entries from it, and the cluster's
 * writer the search rows it stores (lib/content/postgres), so that both read a business alike.
 * `categoryKey`: the key of its category page when another index names it (the French index
 * takes the English one's); the slug of its own category name otherwise. `searchable: false`
 * leaves `searchText` empty: the entries a stored directory reads back are searched by
 * PostgreSQL, never by an engine in memory, and folding it is a large share of reading them.
 */
export function listingEntryOf(
  listed: ListedBusiness,
  categoryKey?: string,
  { searchable = true }: { searchable?: boolean } = {},
): ListingEntry {
  const business = withMarkdownLead(listed);
  // One spelling per city page ("Montréal" and "Montreal" are one city): a business is
  // listed once on each of its cities' pages.
  const bySlug = new Map<string, string>();
  for (const { city } of business.locations) {
    const slug = facetSlug(city);
    if (slug && !bySlug.has(slug)) bySlug.set(slug, city);
  }
  return {
    slug: business.slug,
    name: business.name,
    description: truncate(
      business.description || business.markdown || '',
      ENTRY_DESCRIPTION_LENGTH,
    ),
    logoUrl: business.logoUrl,
    category: business.category,
    categorySlug: business.category ? (categoryKey ?? facetSlug(business.category)) : '',
    cities: [...bySlug.values()],
    regions: regionsOf(business.locations),
    isVerified: business.isVerified,
    updatedAt: business.updatedAt,
    searchText: searchable ? searchTextOf(business) : '',
  };
}
