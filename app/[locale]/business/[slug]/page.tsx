import type { Metadata } from 'next';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { ActionRow } from '@/components/business/ActionRow';
import { BusinessHeader } from '@/components/business/BusinessHeader';
import { CiteBlock } from '@/components/business/CiteBlock';
import { ContactDetails } from '@/components/business/ContactDetails';
import { LocationList } from '@/components/business/LocationList';
import { ProfileRating } from '@/components/business/ProfileRating';
import { SectionMenu } from '@/components/business/SectionMenu';
import { TermList } from '@/components/business/TermList';
import { Breadcrumbs } from '@/components/layout/Breadcrumbs';
import { Markdown } from '@/components/markdown/Markdown';
import { ProfilePreviews } from '@/components/profile/ProfilePreviews';
import { RelatedBusinesses } from '@/components/profile/RelatedBusinesses';
import { JsonLd } from '@/components/seo/JsonLd';
import { loadProfileModel } from '@/lib/models/profile';
import { requireModel } from '@/lib/models/require-model';
import { framedMetadata, truncate } from '@/lib/seo/page-metadata';
import { profileJsonLd } from '@/lib/seo/profile-json-ld';

interface BusinessPageProps {
  params: Promise<{ locale: string; slug: string }>;
}

// Rendered on first request, then served from the cache and refreshed in the background:
// nothing is fetched from the API at build time. force-static, as the listing pages: nothing it
// renders depends on the request.
export const revalidate = 300;
export const dynamic = 'force-static';
export function generateStaticParams() {
  return [];
}

const loadModel = (params: BusinessPageProps['params']) =>
  requireModel(params, (locale, { slug }) => loadProfileModel(locale, slug));

export async function generateMetadata({ params }: BusinessPageProps): Promise<Metadata> {
  const { frame, business } = await loadModel(params);
  const t = await getTranslations({ locale: frame.locale, namespace: 'Business' });
  return framedMetadata(frame, {
    title: business.category
      ? t('metaTitle', { name: business.name, category: business.category })
      : business.name,
    description: business.description || truncate(business.markdown ?? business.name, 200),
    imageUrl: business.logoUrl,
    type: 'profile',
    keywords: business.tags,
  });
}

export default async function BusinessPage({ params }: BusinessPageProps) {
  const model = await loadModel(params);
  const { frame, business, sectionCounts: counts } = model;
  setRequestLocale(frame.locale);
  const t = await getTranslations('Business');
  const tSite = await getTranslations('Site');
  const format = await getFormatter();
  return (
    <>
      {profileJsonLd(model).map((data, index) => (
        <JsonLd key={index} data={data} />
      ))}
      <Breadcrumbs items={[{ label: tSite('directory'), href: '/' }, { label: business.name }]} />
      <BusinessHeader business={business} isProfile />
      <SectionMenu slug={business.slug} current="overview" counts={counts} className="mt-6" />
      {model.reviews && <ProfileRating slug={business.slug} summary={model.reviews} />}
      <ActionRow business={business} directionsUrl={model.places[0]?.mapUrl ?? null} />
      <div className="profile-columns">
        <div className="min-w-0 space-y-6">
          {business.description && <p className="text-lg text-ink">{business.description}</p>}
          {business.markdown && (
            <section aria-labelledby="about-heading">
              <h2 id="about-heading" className="sr-only">
                {t('about', { name: business.name })}
              </h2>
              <Markdown topHeadingLevel={3}>{business.markdown}</Markdown>
            </section>
          )}
          <ProfilePreviews
            slug={business.slug}
            locale={frame.locale}
            previews={model.previews}
            counts={counts}
          />
        </div>
        <div className="space-y-6">
          <ContactDetails business={business} />
          <LocationList places={model.places} />
          <TermList
            id="business-types-heading"
            title={t('businessTypes')}
            terms={business.businessTypes.map((type) => type.label)}
          />
          <TermList id="areas-heading" title={t('areas')} terms={business.areas} />
          <TermList id="tags-heading" title={t('tags')} terms={business.tags} />
          {business.updatedAt && (
            <p className="text-sm text-ink-muted">
              {t('lastUpdated', {
                date: format.dateTime(new Date(business.updatedAt), { dateStyle: 'long' }),
              })}
            </p>
          )}
        </div>
      </div>
      <RelatedBusinesses related={model.related} />
      <CiteBlock frame={frame} />
    </>
  );
}
