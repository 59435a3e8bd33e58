import 'server-only';
import {
  emptyPage,
  CATALOG_PAGE_SIZE,
  type CatalogItem,
  listCatalogItems,
  type Locale,
  type Paged,
} from '@/lib/api';
import type { CatalogFilters } from '@/lib/catalog/catalog-filters';

/**
 * One page of a business's catalog with its filters, as the page and the route handler both
 * show it; a catalog endpoint answering 404 is an empty catalog.
 */
export async function loadCatalogPage(
  slug: string,
  locale: Locale,
  { page, type, q }: CatalogFilters,
): Promise<Paged<CatalogItem>> {
  const result = await listCatalogItems(
    slug,
    locale,
    page,
    CATALOG_PAGE_SIZE,
    type ?? undefined,
    q || undefined,
  );
  return result ?? emptyPage(page, CATALOG_PAGE_SIZE);
}
