import type { Metadata } from 'next';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { AttributionNotice } from '@/components/attribution/AttributionNotice';
import { BusinessHeader } from '@/components/business/BusinessHeader';
import { ContactDetails } from '@/components/business/ContactDetails';
import { LocationList } from '@/components/business/LocationList';
import { SectionMenu } from '@/components/business/SectionMenu';
import { TermList } from '@/components/business/TermList';
import { Breadcrumbs } from '@/components/layout/Breadcrumbs';
import { Markdown } from '@/components/markdown/Markdown';
import { JsonLd } from '@/components/seo/JsonLd';
import { getSectionCounts } from '@/lib/api';
import { getSiteConfig } from '@/lib/config/site-config';
import { loadBusinessRoute } from '@/lib/pages/load-business';
import { breadcrumbJsonLd } from '@/lib/seo/breadcrumb-json-ld';
import { businessJsonLd } from '@/lib/seo/business-json-ld';
import { pageMetadata, truncate } from '@/lib/seo/page-metadata';
import { absoluteUrl, businessPath, localizedPath } from '@/lib/urls/paths';

interface BusinessPageProps {
  params: Promise<{ locale: string; slug: string }>;
}

// Rendered on first request, then served from the cache and refreshed in the background:
// nothing is fetched from the API at build time.
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: BusinessPageProps): Promise<Metadata> {
  const { locale, business } = await loadBusinessRoute(params);
  const config = getSiteConfig();
  const t = await getTranslations({ locale, namespace: 'Business' });
  return pageMetadata({
    locale,
    path: businessPath(business.slug),
    title: business.category
      ? t('metaTitle', { name: business.name, category: business.category })
      : business.name,
    description: business.description || truncate(business.markdown ?? business.name, 200),
    siteUrl: config.siteUrl,
    siteName: config.directoryName,
    imageUrl: business.logoUrl,
    type: 'profile',
    keywords: business.tags,
  });
}

export default async function BusinessPage({ params }: BusinessPageProps) {
  const { locale, business } = await loadBusinessRoute(params);
  setRequestLocale(locale);
  const config = getSiteConfig();
  const t = await getTranslations('Business');
  const tSite = await getTranslations('Site');
  const format = await getFormatter();
  const counts = await getSectionCounts(business.slug, locale);
  const pageUrl = absoluteUrl(config.siteUrl, localizedPath(locale, businessPath(business.slug)));
  const homeUrl = absoluteUrl(config.siteUrl, localizedPath(locale, '/'));
  return (
    <>
      <JsonLd data={businessJsonLd(business, { siteUrl: config.siteUrl, pageUrl })} />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: config.directoryName, url: homeUrl },
          { name: business.name, url: pageUrl },
        ])}
      />
      <Breadcrumbs items={[{ label: tSite('directory'), href: '/' }, { label: business.name }]} />
      <BusinessHeader business={business} isProfile />
      <div className="mt-6">
        <SectionMenu slug={business.slug} current="overview" counts={counts} />
      </div>
      <div className="mt-8 grid gap-10 lg:grid-cols-[2fr_1fr]">
        <div className="min-w-0 space-y-6">
          {business.description && <p className="text-lg text-slate-800">{business.description}</p>}
          {business.markdown && (
            <section aria-labelledby="about-heading">
              <h2 id="about-heading" className="sr-only">
                {t('about', { name: business.name })}
              </h2>
              <Markdown topHeadingLevel={3}>{business.markdown}</Markdown>
            </section>
          )}
        </div>
        <div className="space-y-6">
          <ContactDetails business={business} />
          <LocationList locations={business.locations} />
          <TermList
            id="business-types-heading"
            title={t('businessTypes')}
            terms={business.businessTypes.map((type) => type.label)}
          />
          <TermList id="areas-heading" title={t('areas')} terms={business.areas} />
          <TermList id="tags-heading" title={t('tags')} terms={business.tags} />
          {business.updatedAt && (
            <p className="text-sm text-slate-700">
              {t('lastUpdated', {
                date: format.dateTime(new Date(business.updatedAt), { dateStyle: 'long' }),
              })}
            </p>
          )}
        </div>
      </div>
      <AttributionNotice
        directoryName={config.directoryName}
        siteUrl={config.siteUrl}
        slug={business.slug}
      />
    </>
  );
}
