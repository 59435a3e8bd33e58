import type { Business, Locale } from '@/lib/api';
import type { ItemFactsContext } from '@/lib/catalog/item-facts';
import { getSiteConfig } from '@/lib/config/site-config';
import { facetSlug } from '@/lib/directory/facet-slug';
import type { ListingEntry } from '@/lib/directory/listing-index';
import { businessTimeZone } from '@/lib/places/time-zone';
import type { ContentBusiness } from '../content-entry';

/*
 * What an entry says of its business, as the directory's listing index has it: the name, the
 * category and its page key (a French index takes the English key, as the category pages do),
 * the cities and their page slugs. So a result links to the same category and city pages as
 * the business's card.
 */

export function contentBusinessOf(entry: ListingEntry): ContentBusiness {
  return {
    slug: entry.slug,
    name: entry.name,
    category: entry.category,
    categorySlug: entry.categorySlug,
    cities: [...entry.cities],
    citySlugs: entry.cities.map(facetSlug),
    regions: [...entry.regions],
    isVerified: entry.isVerified,
  };
}

/** The language an entry is for, with the business it belongs to in that language. */
export interface EntryScope {
  locale: Locale;
  business: ContentBusiness;
}

/**
 * The context the catalog pages work an item's facts out with (lib/models/item-facts-context):
 * PRICE_CURRENCY, the zone of the business's place, its locations for an event's place. The
 * business's details are read only when an item needs them (an event); without them the
 * directory's zone applies and an event without a venue has no place.
 */
export function itemContext(
  business: Pick<Business, 'name' | 'locations'> | null,
  now: Date,
): ItemFactsContext {
  const config = getSiteConfig();
  return {
    currency: config.priceCurrency,
    timeZone: business ? businessTimeZone(business, config.timeZone) : config.timeZone,
    now,
    business,
  };
}
