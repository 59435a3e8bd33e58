import 'server-only';
import { cache } from 'react';
import { getCatalogItem, type CatalogItemDetail } from '@/lib/api';
import { withFacts, type WithFacts } from '@/lib/catalog/item-facts';
import { itemFactsContext } from './item-facts-context';
import type { Locale } from '@/lib/i18n/routing';
import { placeRegions, type PlaceRegion } from '@/lib/places/region';
import { loadSectionEntry, type SectionEntryModel } from './section-entry';

/**
 * One item of a business's catalog, with the provinces or states of the business's locations
 * (from their postal codes; none when no code says), as its profile names them.
 */
export type CatalogItemModel = SectionEntryModel<'item', WithFacts<CatalogItemDetail>> & {
  regions: PlaceRegion[];
};

/** null when the business or the item does not exist. */
export const loadCatalogItemModel = cache(
  async (locale: Locale, slug: string, itemSlug: string): Promise<CatalogItemModel | null> => {
    const model = await loadSectionEntry(locale, slug, 'catalog', 'item', {
      load: () => getCatalogItem(slug, itemSlug, locale),
      idOf: (item) => item.slug,
    });
    if (model === null) return null;
    return {
      ...model,
      item: withFacts(model.item, itemFactsContext(model.business)),
      regions: placeRegions(model.business.locations, locale),
    };
  },
);
