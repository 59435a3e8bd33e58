import 'server-only';
import { cache } from 'react';
import { getCatalogItem, type CatalogItemDetail } from '@/lib/api';
import type { Locale } from '@/lib/i18n/routing';
import { loadSectionEntry, type SectionEntryModel } from './section-entry';

/** One item of a business's catalog. */
export type CatalogItemModel = SectionEntryModel<'item', CatalogItemDetail>;

/** null when the business or the item does not exist. */
export const loadCatalogItemModel = cache(
  (locale: Locale, slug: string, itemSlug: string): Promise<CatalogItemModel | null> =>
    loadSectionEntry(locale, slug, 'catalog', 'item', {
      load: () => getCatalogItem(slug, itemSlug, locale),
      idOf: (item) => item.slug,
    }),
);
