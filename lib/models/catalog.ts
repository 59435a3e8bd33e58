import 'server-only';
import { cache } from 'react';
import type { CatalogItem, CatalogItemType, Paged } from '@/lib/api';
import { catalogFilterQuery, type CatalogFilters } from '@/lib/catalog/catalog-filters';
import type { WithFacts } from '@/lib/catalog/item-facts';
import { getPresentCatalogTypes } from '@/lib/catalog/catalog-types';
import type { Locale } from '@/lib/i18n/routing';
import { pageHref } from '@/lib/paging/page-window';
import { businessPath } from '@/lib/urls/paths';
import { loadBusinessPage, type BusinessPageModel } from './business-page';
import { pageFrame } from './frame';
import { loadCatalogPage } from './load-catalog-page';

/** One page of a business's catalog: the types it holds, the filters applied, the items. */
export interface CatalogModel extends BusinessPageModel {
  /** The catalog's own path, which filters and pages extend. */
  basePath: string;
  types: CatalogItemType[];
  filters: CatalogFilters;
  items: Paged<WithFacts<CatalogItem>>;
}

/** null when the business does not exist; an empty catalog is a page. */
export const loadCatalogModel = cache(
  async (
    locale: Locale,
    slug: string,
    page: number,
    type: CatalogItemType | null,
    q: string,
  ): Promise<CatalogModel | null> => {
    const business = await loadBusinessPage(locale, slug, (found) =>
      businessPath(found.slug, 'catalog'),
    );
    if (!business) return null;
    const types = await getPresentCatalogTypes(business.business.slug, locale);
    // A type the catalog does not hold is not on offer, so it is ignored like an unknown one.
    const filters = { page, q, type: type && types.includes(type) ? type : null };
    const items = await loadCatalogPage(business.business, locale, filters);
    const basePath = business.frame.path;
    // Pages and type filters are canonical URLs of their own; a free-text search is not.
    const canonical = pageHref(basePath, page, catalogFilterQuery({ type: filters.type, q: '' }));
    const frame = pageFrame(locale, canonical, business.business.slug);
    return { ...business, frame, basePath, types, filters, items };
  },
);

/** The model for filters read from a query (unknown values already dropped). */
export function loadCatalogModelFor(locale: Locale, slug: string, filters: CatalogFilters) {
  return loadCatalogModel(locale, slug, filters.page, filters.type, filters.q);
}
