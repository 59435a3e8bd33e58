import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BusinessSectionFrame } from '@/components/business/BusinessSectionFrame';
import { CatalogBrowser } from '@/components/catalog/CatalogBrowser';
import { IslandMessages } from '@/components/i18n/IslandMessages';
import { EmptyState } from '@/components/common/EmptyState';
import type { Business, CatalogItem, CatalogItemType, Locale, Paged } from '@/lib/api';
import {
  catalogFilterQuery,
  readCatalogFilters,
  type CatalogFilters,
} from '@/lib/catalog/catalog-filters';
import { getPresentCatalogTypes } from '@/lib/catalog/catalog-types';
import { loadCatalogPage } from '@/lib/catalog/load-catalog-page';
import { getSiteConfig } from '@/lib/config/site-config';
import { loadBusinessRoute } from '@/lib/pages/load-business';
import { pageHref } from '@/lib/paging/page-window';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { businessPath } from '@/lib/urls/paths';

type SearchParams = Record<string, string | string[] | undefined>;

export interface CatalogPageProps {
  params: Promise<{ locale: string; slug: string }>;
  searchParams: Promise<SearchParams>;
}

/*
 * A business's catalog, paged and filtered (`?page`, `?type`, `?q`). Two routes render it: the
 * section's page.tsx per request (any query: a page that reads it cannot be ISR) and its twin
 * under app/[locale]/cached/ (ISR, no query: see lib/pages/cacheable-listings.ts). Upstream
 * answers stay in the data cache either way.
 */

interface CatalogView {
  locale: Locale;
  business: Business;
  types: CatalogItemType[];
  filters: CatalogFilters;
  items: Paged<CatalogItem>;
}

/** The business, the types its catalog holds, the filters asked for and the matching page. */
async function loadCatalogView(
  params: CatalogPageProps['params'],
  searchParams: Promise<SearchParams>,
): Promise<CatalogView> {
  const { locale, business } = await loadBusinessRoute(params);
  const asked = readCatalogFilters(await searchParams);
  const types = await getPresentCatalogTypes(business.slug, locale);
  // A type the catalog does not hold is not on offer, so it is ignored like an unknown one.
  const filters = { ...asked, type: asked.type && types.includes(asked.type) ? asked.type : null };
  const items = await loadCatalogPage(business.slug, locale, filters);
  return { locale, business, types, filters, items };
}

export async function catalogMetadata({
  params,
  searchParams,
}: CatalogPageProps): Promise<Metadata> {
  const { locale, business, filters, items } = await loadCatalogView(params, searchParams);
  const config = getSiteConfig();
  const t = await getTranslations({ locale, namespace: 'Catalog' });
  const name = business.name;
  const title = filters.type
    ? t('metaTitleType', { name, type: t(`typePlural.${filters.type}`) })
    : filters.page > 1
      ? t('metaTitlePaged', { name, page: filters.page })
      : t('metaTitle', { name });
  return pageMetadata({
    locale,
    // Pages and type filters are canonical URLs of their own; a free-text search is not (noindex).
    path: pageHref(
      businessPath(business.slug, 'catalog'),
      filters.page,
      catalogFilterQuery({ type: filters.type, q: '' }),
    ),
    title,
    description:
      items.total === 0 && !filters.type && !filters.q
        ? t('metaDescriptionEmpty', { name })
        : t('metaDescription', { name, count: items.total }),
    siteUrl: config.siteUrl,
    siteName: config.directoryName,
    imageUrl: business.logoUrl,
    noindex: items.items.length === 0 || filters.q !== '',
  });
}

export async function CatalogPage({ params, searchParams }: CatalogPageProps) {
  const { locale, business, types, filters, items } = await loadCatalogView(params, searchParams);
  setRequestLocale(locale);
  const t = await getTranslations('Catalog');
  return (
    <BusinessSectionFrame
      business={business}
      locale={locale}
      section="catalog"
      title={t('title', { name: business.name })}
    >
      {types.length === 0 ? (
        <EmptyState message={t('empty', { name: business.name })} />
      ) : (
        <IslandMessages island="catalog" locale={locale}>
          <CatalogBrowser
            slug={business.slug}
            locale={locale}
            basePath={businessPath(business.slug, 'catalog')}
            types={types}
            initial={items}
            initialFilters={filters}
          />
        </IslandMessages>
      )}
    </BusinessSectionFrame>
  );
}
