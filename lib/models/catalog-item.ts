import 'server-only';
import { cache } from 'react';
import { getCatalogItem, type CatalogItemDetail } from '@/lib/api';
import { withFacts, type WithFacts } from '@/lib/catalog/item-facts';
import { itemFactsContext } from './item-facts-context';
import type { Locale } from '@/lib/i18n/routing';
import { loadSectionEntry, type SectionEntryModel } from './section-entry';

/** One item of a business's catalog. */
export type CatalogItemModel = SectionEntryModel<'item', WithFacts<CatalogItemDetail>>;

/** null when the business or the item does not exist. */
export const loadCatalogItemModel = cache(
  async (locale: Locale, slug: string, itemSlug: string): Promise<CatalogItemModel | null> => {
    const model = await loadSectionEntry(locale, slug, 'catalog', 'item', {
      load: () => getCatalogItem(slug, itemSlug, locale),
      idOf: (item) => item.slug,
    });
    if (model === null) return null;
    return { ...model, item: withFacts(model.item, itemFactsContext(model.business)) };
  },
);
