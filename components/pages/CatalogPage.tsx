import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BusinessSectionFrame } from '@/components/business/BusinessSectionFrame';
import { CatalogBrowser } from '@/components/catalog/CatalogBrowser';
import { IslandMessages } from '@/components/i18n/IslandMessages';
import { EmptyState } from '@/components/common/EmptyState';
import { filtersTheApiAnswers, readCatalogFilters } from '@/lib/catalog/catalog-filters';
import { loadCatalogModelFor } from '@/lib/models/catalog';
import { requireModel } from '@/lib/models/require-model';
import { framedMetadata } from '@/lib/seo/page-metadata';
import { listingQuery, type ListingRouteProps } from '@/lib/pages/paged-route';

export type CatalogPageProps = ListingRouteProps<{ locale: string; slug: string }>;

/*
 * A business's catalog, paged and filtered. Two routes render it: `catalog/page/[n]`, the
 * unfiltered pages (ISR; the list's own URL is its page 1, lib/urls/listing-routes.ts), and
 * the section's page.tsx, filtered views (`?type`, `?q`, `?sort`, `?instock`, `?tag`,
 * `&page=N`), per request. Upstream
 * answers stay in the data cache either way.
 */

const loadModel = async (props: CatalogPageProps) => {
  const asked = readCatalogFilters(await listingQuery(props));
  return requireModel(props.params, (locale, { slug }) => loadCatalogModelFor(locale, slug, asked));
};

export async function catalogMetadata(props: CatalogPageProps): Promise<Metadata> {
  const { frame, business, filters, items } = await loadModel(props);
  const t = await getTranslations({ locale: frame.locale, namespace: 'Catalog' });
  const name = business.name;
  const title = filters.type
    ? t('metaTitleType', { name, type: t(`typePlural.${filters.type}`) })
    : filters.page > 1
      ? t('metaTitlePaged', { name, page: filters.page })
      : t('metaTitle', { name });
  // Pages and type filters are canonical URLs of their own; a search, sort, the in-stock toggle
  // and a tag are not (noindex).
  return framedMetadata(frame, {
    title,
    description:
      items.total === 0 && filtersTheApiAnswers(filters) && !filters.type && !filters.q
        ? t('metaDescriptionEmpty', { name })
        : t('metaDescription', { name, count: items.total }),
    imageUrl: business.logoUrl,
    noindex:
      items.items.length === 0 ||
      filters.q !== '' ||
      filters.sort !== '' ||
      filters.instock ||
      filters.tag !== '',
  });
}

export async function CatalogPage(props: CatalogPageProps) {
  const model = await loadModel(props);
  const { frame, business, types, tags, filters, items } = model;
  const locale = frame.locale;
  setRequestLocale(locale);
  const t = await getTranslations('Catalog');
  const tBusiness = await getTranslations('Business');
  return (
    <BusinessSectionFrame
      business={business}
      locale={locale}
      section="catalog"
      title={tBusiness('catalog')}
      counts={model.sectionCounts}
      frame={model.frame}
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
            tags={tags}
            initial={items}
            initialFilters={filters}
          />
        </IslandMessages>
      )}
    </BusinessSectionFrame>
  );
}
