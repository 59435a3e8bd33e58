import 'server-only';
import {
  CATALOG_PAGE_SIZE,
  type CatalogItem,
  listCatalogItems,
  type Locale,
  type Paged,
} from '@/lib/api';
import type { CatalogFilters } from './catalog-filters';

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
  return result ?? { items: [], total: 0, page, limit: CATALOG_PAGE_SIZE, totalPages: 1 };
}
