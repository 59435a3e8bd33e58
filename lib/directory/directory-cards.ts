import type { Paged } from '@/lib/api';
import { DIRECTORY_PAGE_SIZE } from './directory-paths';
import type { ListingEntry } from './listing-index';
import type { ListingPage } from './listing-query';

/** What a business card shows: the index entry without its search text (never sent out). */
export type DirectoryCard = Pick<
  ListingEntry,
  'slug' | 'name' | 'description' | 'logoUrl' | 'category' | 'cities' | 'isVerified'
>;

export function directoryCard(entry: ListingEntry): DirectoryCard {
  const { slug, name, description, logoUrl, category, cities, isVerified } = entry;
  return { slug, name, description, logoUrl, category, cities, isVerified };
}

/** One page of a listing as the site's JSON endpoint sends it, and as the server seeds it. */
export function directoryCardPage(listing: ListingPage): Paged<DirectoryCard> {
  return {
    items: listing.entries.map(directoryCard),
    total: listing.total,
    page: listing.page,
    limit: DIRECTORY_PAGE_SIZE,
    totalPages: listing.totalPages,
  };
}
