import 'server-only';
import {
  type Business,
  emptyPage,
  CATALOG_PAGE_SIZE,
  type CatalogItem,
  listCatalogItems,
  type Locale,
  type Paged,
} from '@/lib/api';
import type { CatalogFilters } from '@/lib/catalog/catalog-filters';
import { withFacts, type WithFacts } from '@/lib/catalog/item-facts';
import { itemFactsContext } from './item-facts-context';

/**
 * One page of a business's catalog with its filters and each item's facts, as the page and the
 * route handler both show it; a catalog endpoint answering 404 is an empty catalog.
 */
export async function loadCatalogPage(
  business: Pick<Business, 'slug' | 'name' | 'locations'>,
  locale: Locale,
  { page, type, q }: CatalogFilters,
): Promise<Paged<WithFacts<CatalogItem>>> {
  const result = await listCatalogItems(
    business.slug,
    locale,
    page,
    CATALOG_PAGE_SIZE,
    type ?? undefined,
    q || undefined,
  );
  const found = result ?? emptyPage<CatalogItem>(page, CATALOG_PAGE_SIZE);
  const context = itemFactsContext(business);
  return { ...found, items: found.items.map((item) => withFacts(item, context)) };
}
