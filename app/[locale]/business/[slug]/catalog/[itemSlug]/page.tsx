import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BusinessSectionFrame } from '@/components/business/BusinessSectionFrame';
import { AttributeTable } from '@/components/catalog/AttributeTable';
import { EnrichmentView } from '@/components/catalog/EnrichmentView';
import { ItemFacts } from '@/components/catalog/ItemFacts';
import { ItemGallery } from '@/components/catalog/ItemGallery';
import { Markdown } from '@/components/markdown/Markdown';
import { JsonLd } from '@/components/seo/JsonLd';
import { type Business, type CatalogItemDetail, getCatalogItem, type Locale } from '@/lib/api';
import { describeEntries } from '@/lib/catalog/enrichment-shapes';
import { getSiteConfig } from '@/lib/config/site-config';
import { LocaleLink } from '@/components/common/LocaleLink';
import { loadBusinessRoute } from '@/lib/pages/load-business';
import { requireSegment } from '@/lib/pages/route-params';
import { catalogItemJsonLd } from '@/lib/seo/catalog-item-json-ld';
import { pageMetadata, truncate } from '@/lib/seo/page-metadata';
import { absoluteUrl, businessPath, localizedPath } from '@/lib/urls/paths';

interface CatalogItemPageProps {
  params: Promise<{ locale: string; slug: string; itemSlug: string }>;
}

export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

/** The business and the item, or the 404 page when either is unknown. */
async function loadItem(
  params: CatalogItemPageProps['params'],
): Promise<{ locale: Locale; business: Business; item: CatalogItemDetail }> {
  const { locale, business } = await loadBusinessRoute(params);
  const item = await getCatalogItem(business.slug, requireSegment((await params).itemSlug), locale);
  if (!item) notFound();
  return { locale, business, item };
}

export async function generateMetadata({ params }: CatalogItemPageProps): Promise<Metadata> {
  const { locale, business, item } = await loadItem(params);
  const config = getSiteConfig();
  const t = await getTranslations({ locale, namespace: 'Catalog' });
  return pageMetadata({
    locale,
    // The item's own slug as the API gives it, however the URL spelled it: one canonical URL.
    path: businessPath(business.slug, 'catalog', item.slug),
    title: t('itemMetaTitle', { label: item.label, name: business.name }),
    description: item.description ?? truncate(item.markdown ?? item.label, 200),
    siteUrl: config.siteUrl,
    siteName: config.directoryName,
    imageUrl: item.imageUrl ?? business.logoUrl,
    keywords: item.tags,
  });
}

export default async function CatalogItemPage({ params }: CatalogItemPageProps) {
  const { locale, business, item } = await loadItem(params);
  setRequestLocale(locale);
  const config = getSiteConfig();
  const t = await getTranslations('Catalog');
  const path = businessPath(business.slug, 'catalog', item.slug);
  const pageUrl = absoluteUrl(config.siteUrl, localizedPath(locale, path));
  const hasEnrichment = describeEntries(item.enrichment).length > 0;
  return (
    <BusinessSectionFrame
      business={business}
      locale={locale}
      section="catalog"
      title={item.label}
      trailingCrumbs={[{ label: item.label, path }]}
    >
      <JsonLd
        data={catalogItemJsonLd(item, {
          siteUrl: config.siteUrl,
          businessSlug: business.slug,
          pageUrl,
        })}
      />
      <div className="grid gap-8 md:grid-cols-[auto_1fr]">
        <ItemGallery
          label={item.label}
          imageUrl={item.imageUrl}
          additionalImageUrls={item.additionalImageUrls}
        />
        <div className="min-w-0 space-y-4">
          {item.description && <p className="text-lg text-slate-800">{item.description}</p>}
          <ItemFacts item={item} locale={locale} showType />
          {item.unitPrice !== null && <p className="text-sm text-slate-700">{t('priceNote')}</p>}
          {item.fullUrl && (
            <p>
              <a
                href={item.fullUrl}
                rel="nofollow noopener"
                className="text-blue-800 underline"
                data-testid="item-full-url"
              >
                {t('fullUrl')}
              </a>
            </p>
          )}
        </div>
      </div>
      {Object.keys(item.attributes).length > 0 && (
        <section aria-labelledby="item-details-heading" className="mt-10">
          <h2 id="item-details-heading" className="mb-3 text-xl font-semibold">
            {t('detailsHeading')}
          </h2>
          <AttributeTable attributes={item.attributes} label={item.label} />
        </section>
      )}
      {item.markdown && (
        <section aria-labelledby="item-description-heading" className="mt-10">
          <h2 id="item-description-heading" className="mb-3 text-xl font-semibold">
            {t('descriptionHeading')}
          </h2>
          <Markdown topHeadingLevel={3}>{item.markdown}</Markdown>
        </section>
      )}
      {item.enrichment && hasEnrichment && (
        <section aria-labelledby="item-enrichment-heading" className="mt-10">
          <h2 id="item-enrichment-heading" className="mb-3 text-xl font-semibold">
            {t('enrichmentHeading')}
          </h2>
          <EnrichmentView enrichment={item.enrichment} />
        </section>
      )}
      <p className="mt-10">
        <LocaleLink
          href={businessPath(business.slug, 'catalog')}
          className="text-blue-800 underline"
        >
          {t('backToCatalog', { name: business.name })}
        </LocaleLink>
      </p>
    </BusinessSectionFrame>
  );
}
