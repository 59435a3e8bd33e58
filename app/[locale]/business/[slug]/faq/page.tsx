import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BusinessSectionFrame } from '@/components/business/BusinessSectionFrame';
import { DateLine } from '@/components/common/DateLine';
import { EmptyState } from '@/components/common/EmptyState';
import { FaqSections } from '@/components/faq/FaqSections';
import { JsonLd } from '@/components/seo/JsonLd';
import { loadFaqModel } from '@/lib/models/faq';
import { requireModel } from '@/lib/models/require-model';
import { faqModelJsonLd } from '@/lib/seo/faq-page-json-ld';
import { framedMetadata } from '@/lib/seo/page-metadata';

interface FaqPageProps {
  params: Promise<{ locale: string; slug: string }>;
}

export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

const loadModel = (params: FaqPageProps['params']) =>
  requireModel(params, (locale, { slug }) => loadFaqModel(locale, slug));

export async function generateMetadata({ params }: FaqPageProps): Promise<Metadata> {
  const { frame, business, questionCount: count } = await loadModel(params);
  const t = await getTranslations({ locale: frame.locale, namespace: 'Faq' });
  return framedMetadata(frame, {
    title: t('metaTitle', { name: business.name }),
    description: t('metaDescription', { name: business.name, count }),
    imageUrl: business.logoUrl,
    noindex: count === 0,
  });
}

export default async function FaqPage({ params }: FaqPageProps) {
  const model = await loadModel(params);
  const { frame, business, faq } = model;
  setRequestLocale(frame.locale);
  const t = await getTranslations('Faq');
  // A business without an FAQ (the endpoint's 404) gets the empty state, not a 404 page.
  const jsonLd = faqModelJsonLd(model);
  return (
    <BusinessSectionFrame
      business={business}
      locale={frame.locale}
      section="faq"
      title={t('title')}
      counts={model.sectionCounts}
      frame={model.frame}
    >
      {faq && jsonLd ? (
        <>
          <JsonLd data={jsonLd} />
          <FaqSections faq={faq} />
          {faq.updatedAt && (
            <p className="mt-6 text-sm text-ink-muted">
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
