import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BusinessSectionFrame } from '@/components/business/BusinessSectionFrame';
import { AttributeTable } from '@/components/catalog/AttributeTable';
import { EnrichmentView } from '@/components/catalog/EnrichmentView';
import { ItemFacts } from '@/components/catalog/ItemFacts';
import { ItemGallery } from '@/components/catalog/ItemGallery';
import { Markdown } from '@/components/markdown/Markdown';
import { JsonLd } from '@/components/seo/JsonLd';
import { itemDetails, itemEnrichment, offersCalendar } from '@/lib/catalog/item-facts';
import { eventCalendarUrl } from '@/lib/urls/section-route-urls';
import { LocaleLink } from '@/components/common/LocaleLink';
import { loadCatalogItemModel } from '@/lib/models/catalog-item';
import { requireModel } from '@/lib/models/require-model';
import { catalogItemModelJsonLd } from '@/lib/seo/catalog-item-json-ld';
import { framedMetadata, truncate } from '@/lib/seo/page-metadata';

interface CatalogItemPageProps {
  params: Promise<{ locale: string; slug: string; itemSlug: string }>;
}

export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

const loadModel = (params: CatalogItemPageProps['params']) =>
  requireModel(params, (locale, { slug, itemSlug }) =>
    loadCatalogItemModel(locale, slug, itemSlug),
  );

export async function generateMetadata({ params }: CatalogItemPageProps): Promise<Metadata> {
  const { frame, business, item } = await loadModel(params);
  const t = await getTranslations({ locale: frame.locale, namespace: 'Catalog' });
  return framedMetadata(frame, {
    title: t('itemMetaTitle', { label: item.label, name: business.name }),
    description: item.description ?? truncate(item.markdown ?? item.label, 200),
    imageUrl: item.imageUrl ?? business.logoUrl,
    keywords: item.tags,
  });
}

export default async function CatalogItemPage({ params }: CatalogItemPageProps) {
  const model = await loadModel(params);
  const { frame, business, item } = model;
  const locale = frame.locale;
  setRequestLocale(locale);
  const t = await getTranslations('Catalog');
  const details = itemDetails(item, locale);
  const enrichment = itemEnrichment(item, locale);
  return (
    <BusinessSectionFrame
      business={business}
      locale={locale}
      section="catalog"
      title={item.label}
      trailingCrumbs={[{ label: item.label, path: frame.path }]}
      counts={model.sectionCounts}
      frame={model.frame}
    >
      <JsonLd data={catalogItemModelJsonLd(model)} />
      <div className="grid gap-8 md:grid-cols-[auto_1fr]">
        <ItemGallery
          label={item.label}
          imageUrl={item.imageUrl}
          additionalImageUrls={item.additionalImageUrls}
        />
        <div className="min-w-0 space-y-4">
          {item.description && <p className="text-lg text-ink">{item.description}</p>}
          <ItemFacts item={item} locale={locale} showType regions={model.regions} />
          {item.facts.price !== null &&
            item.facts.price.amount > 0 &&
            item.facts.price.currency === null && (
              <p className="text-sm text-ink-muted">{t('priceNote')}</p>
            )}
          {offersCalendar(item) && (
            <p>
              <a
                href={eventCalendarUrl(business.slug, item.slug, locale)}
                className="text-accent underline"
                data-testid="item-calendar"
                download
              >
                {t('addToCalendar')}
              </a>
            </p>
          )}
          {item.fullUrl && (
            <p>
              <a
                href={item.fullUrl}
                rel="nofollow noopener"
                className="text-accent underline"
                data-testid="item-full-url"
              >
                {t('fullUrl')}
              </a>
            </p>
          )}
        </div>
      </div>
      {details.length > 0 && (
        <section aria-labelledby="item-details-heading" className="mt-10">
          <h2 id="item-details-heading" className="mb-3 heading-lg">
            {t('detailsHeading')}
          </h2>
          <AttributeTable entries={details} label={item.label} timeZone={item.facts.timeZone} />
        </section>
      )}
      {item.markdown && (
        <section aria-labelledby="item-description-heading" className="mt-10">
          <h2 id="item-description-heading" className="mb-3 heading-lg">
            {t('descriptionHeading')}
          </h2>
          <Markdown topHeadingLevel={3}>{item.markdown}</Markdown>
        </section>
      )}
      {enrichment.length > 0 && (
        <section aria-labelledby="item-enrichment-heading" className="mt-10">
          <h2 id="item-enrichment-heading" className="mb-3 heading-lg">
            {t('enrichmentHeading')}
          </h2>
          <EnrichmentView entries={enrichment} timeZone={item.facts.timeZone} />
        </section>
      )}
      <p className="mt-10">
        <LocaleLink href={model.listPath} className="text-accent underline">
          {t('backToCatalog', { name: business.name })}
        </LocaleLink>
      </p>
    </BusinessSectionFrame>
  );
}
