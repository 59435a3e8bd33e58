import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BusinessSectionFrame } from '@/components/business/BusinessSectionFrame';
import { CatalogBrowser } from '@/components/catalog/CatalogBrowser';
import { IslandMessages } from '@/components/i18n/IslandMessages';
import { EmptyState } from '@/components/common/EmptyState';
import { readCatalogFilters } from '@/lib/catalog/catalog-filters';
import { loadCatalogModelFor } from '@/lib/models/catalog';
import { requireModel } from '@/lib/models/require-model';
import { framedMetadata } from '@/lib/seo/page-metadata';

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

const loadModel = async (
  params: CatalogPageProps['params'],
  searchParams: Promise<SearchParams>,
) => {
  const asked = readCatalogFilters(await searchParams);
  return requireModel(params, (locale, { slug }) => loadCatalogModelFor(locale, slug, asked));
};

export async function catalogMetadata({
  params,
  searchParams,
}: CatalogPageProps): Promise<Metadata> {
  const { frame, business, filters, items } = await loadModel(params, searchParams);
  const t = await getTranslations({ locale: frame.locale, namespace: 'Catalog' });
  const name = business.name;
  const title = filters.type
    ? t('metaTitleType', { name, type: t(`typePlural.${filters.type}`) })
    : filters.page > 1
      ? t('metaTitlePaged', { name, page: filters.page })
      : t('metaTitle', { name });
  // Pages and type filters are canonical URLs of their own; a free-text search is not (noindex).
  return framedMetadata(frame, {
    title,
    description:
      items.total === 0 && !filters.type && !filters.q
        ? t('metaDescriptionEmpty', { name })
        : t('metaDescription', { name, count: items.total }),
    imageUrl: business.logoUrl,
    noindex: items.items.length === 0 || filters.q !== '',
  });
}

export async function CatalogPage({ params, searchParams }: CatalogPageProps) {
  const model = await loadModel(params, searchParams);
  const { frame, business, types, filters, items } = model;
  const locale = frame.locale;
  setRequestLocale(locale);
  const t = await getTranslations('Catalog');
  return (
    <BusinessSectionFrame
      business={business}
      locale={locale}
      section="catalog"
      title={t('title', { name: business.name })}
      counts={model.sectionCounts}
    >
      {types.length === 0 ? (
        <EmptyState message={t('empty', { name: business.name })} />
      ) : (
        <IslandMessages island="catalog" locale={locale}>
          <CatalogBrowser
            slug={business.slug}
            locale={locale}
            basePath={model.basePath}
            types={types}
            initial={items}
            initialFilters={filters}
          />
        </IslandMessages>
      )}
    </BusinessSectionFrame>
  );
}
