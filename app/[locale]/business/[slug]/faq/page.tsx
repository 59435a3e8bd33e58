import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BusinessSectionFrame } from '@/components/business/BusinessSectionFrame';
import { DateLine } from '@/components/common/DateLine';
import { EmptyState } from '@/components/common/EmptyState';
import { FaqSections } from '@/components/faq/FaqSections';
import { JsonLd } from '@/components/seo/JsonLd';
import { faqQuestionCount, getFaq } from '@/lib/api';
import { getSiteConfig } from '@/lib/config/site-config';
import { loadBusinessRoute } from '@/lib/pages/load-business';
import { faqPageJsonLd } from '@/lib/seo/faq-page-json-ld';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { absoluteUrl, businessPath, localizedPath } from '@/lib/urls/paths';

interface FaqPageProps {
  params: Promise<{ locale: string; slug: string }>;
}

export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: FaqPageProps): Promise<Metadata> {
  const { locale, business } = await loadBusinessRoute(params);
  const config = getSiteConfig();
  const t = await getTranslations({ locale, namespace: 'Faq' });
  const faq = await getFaq(business.slug, locale);
  const count = faq ? faqQuestionCount(faq) : 0;
  return pageMetadata({
    locale,
    path: businessPath(business.slug, 'faq'),
    title: t('metaTitle', { name: business.name }),
    description: t('metaDescription', { name: business.name, count }),
    siteUrl: config.siteUrl,
    siteName: config.directoryName,
    imageUrl: business.logoUrl,
    noindex: count === 0,
  });
}

export default async function FaqPage({ params }: FaqPageProps) {
  const { locale, business } = await loadBusinessRoute(params);
  setRequestLocale(locale);
  const config = getSiteConfig();
  const t = await getTranslations('Faq');
  // A business without an FAQ (the endpoint's 404) gets the empty state, not a 404 page.
  const faq = await getFaq(business.slug, locale);
  const pageUrl = absoluteUrl(
    config.siteUrl,
    localizedPath(locale, businessPath(business.slug, 'faq')),
  );
  const jsonLd = faq && faqPageJsonLd(faq, business, { siteUrl: config.siteUrl, pageUrl, locale });
  return (
    <BusinessSectionFrame business={business} locale={locale} section="faq" title={t('title')}>
      {faq && jsonLd ? (
        <>
          <JsonLd data={jsonLd} />
          <FaqSections faq={faq} />
          {faq.updatedAt && (
            <p className="mt-6 text-sm text-slate-700">
              <DateLine namespace="Faq" messageKey="updated" iso={faq.updatedAt} />
            </p>
          )}
        </>
      ) : (
        <EmptyState message={t('empty', { name: business.name })} />
      )}
    </BusinessSectionFrame>
  );
}
