import type { Paged } from '@/lib/api';
import type { ListingEntry } from './listing-index';
import type { ListingPage } from './listing-query';
import type { SearchOutcome } from './search-directory-page';

/** What a business card shows: the index entry without its search text (never sent out). */
export type DirectoryCard = Pick<
  ListingEntry,
  'slug' | 'name' | 'description' | 'logoUrl' | 'category' | 'cities' | 'regions' | 'isVerified'
> & { distanceKm?: number };

export function directoryCard(entry: ListingEntry & { distanceKm?: number }): DirectoryCard {
  const { slug, name, description, logoUrl, category, cities, regions, isVerified } = entry;
  const card: DirectoryCard = {
    slug,
    name,
    description,
    logoUrl,
    category,
    cities,
    regions,
    isVerified,
  };
  // Only a search near a place has one: a distance between city centres.
  if (entry.distanceKm !== undefined) card.distanceKm = entry.distanceKm;
  return card;
}

/** A business's rating as a card states it: the average (one decimal) over `count` ratings. */
export interface CardRating {
  average: number;
  count: number;
}

/**
 * One page of the directory's search as the site's JSON endpoint sends it and as the server
 * seeds the home page's island: the cards, the counts that follow them, and what to offer when
 * nothing matches.
 */
export type DirectorySearchPage = Paged<DirectoryCard> & {
  facets: SearchOutcome['facets'];
  closest: DirectoryCard[];
  withoutFilters?: number;
  didYouMean?: string;
  /** The ratings already known of these cards' businesses, by slug (lib/models/known-ratings). */
  ratings?: Record<string, CardRating>;
};

export function directorySearchPage(
  listing: ListingPage,
  outcome: SearchOutcome,
  limit: number,
): DirectorySearchPage {
  const page: DirectorySearchPage = {
    items: listing.entries.map(directoryCard),
    total: listing.total,
    page: listing.page,
    limit,
    totalPages: listing.totalPages,
    facets: outcome.facets,
    closest: outcome.closest.map(directoryCard),
  };
  if (outcome.withoutFilters !== undefined) page.withoutFilters = outcome.withoutFilters;
  if (outcome.didYouMean) page.didYouMean = outcome.didYouMean;
  return page;
}
