import 'server-only';
import { cache } from 'react';
import type { DirectoryCard } from '@/lib/directory/directory-cards';
import type { BusinessLocation } from '@/lib/api';
import { getSiteConfig } from '@/lib/config/site-config';
import type { Locale } from '@/lib/i18n/routing';
import { formatLocation } from '@/lib/places/format-location';
import { mapSearchUrl } from '@/lib/places/map-search-url';
import { placeRegion, type PlaceRegion } from '@/lib/places/region';
import { businessPath } from '@/lib/urls/paths';
import { loadBusinessPage, type BusinessPageModel } from './business-page';
import { profileNeighbours } from './profile-neighbours';
import { loadProfilePreviews, type ProfilePreviews } from './profile-previews';
import { getReviewSummary, type ReviewSummary } from './review-summary';

/** One of the business's addresses as the profile offers it: on one line, and on a map. */
export interface ProfilePlace {
  location: BusinessLocation;
  /** The address on one line, plain text (what the Copy button copies). */
  oneLine: string;
  /** The map provider's search for it (MAP_SEARCH_URL), or null for an empty address. */
  mapUrl: string | null;
  /** Its province, territory or state, from the postal code; null when the code does not say. */
  region: PlaceRegion | null;
}

/**
 * A business's profile, the hub of its pages: the business, how much each of its sections
 * holds, the rating summary over all its reviews (the reviews page's own, from the same cached
 * calls), a preview of each section, its places with their map links, and its neighbours in
 * the directory.
 */
export interface ProfileModel extends BusinessPageModel {
  /** null when the reviews could not be read: the profile stands without its rating. */
  reviews: ReviewSummary | null;
  previews: ProfilePreviews;
  places: ProfilePlace[];
  /** Up to six businesses of the same category, those in the same city first. */
  related: DirectoryCard[];
}

/** A failing reviews endpoint must not take the profile down, as with the section counts. */
async function summaryOrNull(slug: string, locale: Locale): Promise<ReviewSummary | null> {
  try {
    return await getReviewSummary(slug, locale);
  } catch {
    return null;
  }
}

function profilePlaces(
  locations: readonly BusinessLocation[],
  pattern: string,
  locale: Locale,
): ProfilePlace[] {
  return locations.map((location) => ({
    location,
    oneLine: formatLocation(location),
    mapUrl: mapSearchUrl(pattern, location),
    region: placeRegion(location, locale),
  }));
}

/** null when the business does not exist (or is hidden): the page is a 404. */
export const loadProfileModel = cache(
  async (locale: Locale, slug: string): Promise<ProfileModel | null> => {
    const page = await loadBusinessPage(locale, slug, (business) => businessPath(business.slug));
    if (page === null) return null;
    const { business } = page;
    const [reviews, previews, related] = await Promise.all([
      summaryOrNull(business.slug, locale),
      loadProfilePreviews(business, locale),
      profileNeighbours(business.slug, locale),
    ]);
    const places = profilePlaces(business.locations, getSiteConfig().mapSearchUrl, locale);
    return { ...page, reviews, previews, places, related };
  },
);
