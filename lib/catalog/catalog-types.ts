import { cache } from 'react';
import {
  API_MAX_LIMIT,
  CATALOG_ITEM_TYPES,
  CATALOG_PAGE_SIZE,
  type CatalogItem,
  type CatalogItemType,
  listCatalogItems,
  type Locale,
  type Paged,
} from '@/lib/api';

export type CatalogPageFetcher = (
  page: number,
  limit: number,
  type?: CatalogItemType,
) => Promise<Paged<CatalogItem> | null>;

function inEnumOrder(types: ReadonlySet<CatalogItemType>): CatalogItemType[] {
  return CATALOG_ITEM_TYPES.filter((type) => types.has(type));
}

/**
 * Which item types a catalog holds, for the type filter (only types present are offered).
 * Asked in the order that costs the fewest upstream calls for the catalogs we expect:
 *
 * 1. The first page at the catalog's own page size: already fetched for the section menu's
 *    count and the catalog's first page, so free. A catalog of up to 12 items ends here.
 * 2. The first page at the API's largest limit: one call covers catalogs of up to 100 items.
 * 3. Only beyond that, one `limit=1` call per type not yet seen (its `total` says whether the
 *    type exists): at most 5 more calls, however large the catalog.
 *
 * Asking per type from the start would cost 6 calls for every catalog; reading the whole
 * catalog would cost ceil(n / 100) calls, unbounded.
 */
export async function collectPresentTypes(
  fetchPage: CatalogPageFetcher,
  firstPageSize = CATALOG_PAGE_SIZE,
): Promise<CatalogItemType[]> {
  const seen = new Set<CatalogItemType>();
  for (const limit of [firstPageSize, API_MAX_LIMIT]) {
    const page = await fetchPage(1, limit);
    if (page === null || page.total === 0) return [];
    for (const item of page.items) seen.add(item.type);
    if (page.totalPages <= 1) return inEnumOrder(seen);
  }
  const unseen = CATALOG_ITEM_TYPES.filter((type) => !seen.has(type));
  const probes = await Promise.all(unseen.map((type) => fetchPage(1, 1, type)));
  unseen.forEach((type, index) => {
    if ((probes[index]?.total ?? 0) > 0) seen.add(type);
  });
  return inEnumOrder(seen);
}

/** The item types of a business's catalog, per render (each upstream page is data-cached too). */
export const getPresentCatalogTypes = cache(
  (slug: string, locale: Locale): Promise<CatalogItemType[]> =>
    collectPresentTypes((page, limit, type) => listCatalogItems(slug, locale, page, limit, type)),
);
