import 'server-only';
import { cache } from 'react';
import type { CatalogItemType } from '@/lib/api';
import {
  catalogFilterQuery,
  type CatalogFilters,
  type CatalogSort,
} from '@/lib/catalog/catalog-filters';
import { hasTagKey } from '@/lib/catalog/catalog-view';
import { getPresentCatalogTypes } from '@/lib/catalog/catalog-types';
import type { Locale } from '@/lib/i18n/routing';
import { pageHref } from '@/lib/paging/page-window';
import { businessPath } from '@/lib/urls/paths';
import { loadBusinessPage, type BusinessPageModel } from './business-page';
import { pageFrame } from './frame';
import { getCatalogTags, loadCatalogPage, type CatalogPage } from './load-catalog-page';

/** One page of a business's catalog: the types and tags it holds, the filters applied, the items. */
export interface CatalogModel extends BusinessPageModel {
  /** The catalog's own path, which filters and pages extend. */
  basePath: string;
  types: CatalogItemType[];
  /** The tags offered as chips. */
  tags: string[];
  filters: CatalogFilters;
  items: CatalogPage;
}

/** null when the business does not exist; an empty catalog is a page. */
const loadCatalogModelCached = cache(
  async (
    locale: Locale,
    slug: string,
    page: number,
    type: CatalogItemType | null,
    q: string,
    sort: CatalogSort | '',
    instock: boolean,
    tag: string,
  ): Promise<CatalogModel | null> => {
    const business = await loadBusinessPage(locale, slug, (found) =>
      businessPath(found.slug, 'catalog'),
    );
    if (!business) return null;
    const [types, tags] = await Promise.all([
      getPresentCatalogTypes(business.business.slug, locale),
      getCatalogTags(business.business.slug, locale),
    ]);
    // A type the catalog does not hold is not on offer, so it is ignored like an unknown one;
    // a tag is kept as asked (a catalog larger than the chips' page may hold others).
    const filters: CatalogFilters = {
      page,
      q,
      type: type && types.includes(type) ? type : null,
      sort,
      instock,
      tag: tags.find((offered) => hasTagKey(offered, tag)) ?? tag,
    };
    const items = await loadCatalogPage(business.business, locale, filters);
    const basePath = business.frame.path;
    // Pages and type filters are canonical URLs of their own; a search, a sort, the in-stock
    // toggle and a tag only show the same items again.
    const canonical = pageHref(basePath, page, catalogFilterQuery({ type: filters.type, q: '' }));
    const frame = pageFrame(locale, canonical, business.business.slug);
    return { ...business, frame, basePath, types, tags, filters, items };
  },
);

/** The model for filters read from a query (unknown values already dropped). */
export function loadCatalogModelFor(locale: Locale, slug: string, filters: CatalogFilters) {
  const { page, type, q, sort, instock, tag } = filters;
  return loadCatalogModelCached(locale, slug, page, type, q, sort, instock, tag);
}
