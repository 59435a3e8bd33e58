import 'server-only';
import { cache } from 'react';
import {
  API_MAX_LIMIT,
  type Business,
  emptyPage,
  CATALOG_PAGE_SIZE,
  type CatalogItem,
  listCatalogItems,
  type Locale,
  type Paged,
} from '@/lib/api';
import { filtersTheApiAnswers, type CatalogFilters } from '@/lib/catalog/catalog-filters';
import { catalogTags, catalogView } from '@/lib/catalog/catalog-view';
import { withFacts, type WithFacts } from '@/lib/catalog/item-facts';
import { itemFactsContext } from './item-facts-context';

/**
 * Upper bound on upstream calls for one sorted or filtered view: 5 pages of 100 items. A
 * larger catalog is sorted and filtered over its first 500 items (the answer says so).
 */
const MAX_CATALOG_VIEW_PAGES = 5;

/** How many tag chips the catalog offers at most. */
const MAX_CATALOG_TAGS = 12;

/**
 * One page of the catalog; `partial`, the number of items read, when a sorted or filtered view
 * was worked out over only the first items of a larger catalog.
 */
export type CatalogPage = Paged<WithFacts<CatalogItem>> & { partial?: number };

type Fetch = (page: number, limit: number) => Promise<Paged<CatalogItem> | null>;

/** Every item the API gives for a type and search, at most `maxPages` pages of 100. */
async function collectCatalogItems(
  fetchPage: Fetch,
  maxPages = MAX_CATALOG_VIEW_PAGES,
): Promise<{ items: CatalogItem[]; complete: boolean }> {
  const first = await fetchPage(1, API_MAX_LIMIT);
  if (first === null) return { items: [], complete: true };
  const lastPage = Math.min(first.totalPages, maxPages);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, lastPage - 1) }, (_, index) =>
      fetchPage(index + 2, API_MAX_LIMIT),
    ),
  );
  const items = [first, ...rest].flatMap((page) => page?.items ?? []);
  return { items, complete: first.totalPages <= maxPages };
}

/**
 * One page of a business's catalog with its filters and each item's facts, as the page and the
 * route handler both show it; a catalog endpoint answering 404 is an empty catalog. Type and
 * search are the API's own parameters: a view with only those is one upstream page. Sort,
 * in-stock and tag are not (spec 4.2), so such a view reads the items of that type and search
 * (at most MAX_CATALOG_VIEW_PAGES calls, each in the data cache) and is worked out in the site.
 */
export async function loadCatalogPage(
  business: Pick<Business, 'slug' | 'name' | 'locations'>,
  locale: Locale,
  filters: CatalogFilters,
): Promise<CatalogPage> {
  const { page, type, q } = filters;
  const context = itemFactsContext(business);
  const fetchPage: Fetch = (at, limit) =>
    listCatalogItems(business.slug, locale, at, limit, type ?? undefined, q || undefined);
  if (filtersTheApiAnswers(filters)) {
    const found = (await fetchPage(page, CATALOG_PAGE_SIZE)) ?? emptyPage(page, CATALOG_PAGE_SIZE);
    return { ...found, items: found.items.map((item) => withFacts(item, context)) };
  }
  const { items, complete } = await collectCatalogItems(fetchPage);
  const view = catalogView(
    items.map((item) => withFacts(item, context)),
    filters,
    CATALOG_PAGE_SIZE,
    locale,
  );
  return complete ? view : { ...view, partial: items.length };
}

/**
 * The tags a catalog's chips offer, whatever the other filters: those of its first API page at
 * the largest limit (one call, the one the item types already make for a catalog of more than
 * one page; a catalog of up to 100 items in full).
 */
export const getCatalogTags = cache(async (slug: string, locale: Locale): Promise<string[]> => {
  const first = await listCatalogItems(slug, locale, 1, API_MAX_LIMIT);
  return catalogTags(first?.items ?? [], locale, MAX_CATALOG_TAGS);
});
