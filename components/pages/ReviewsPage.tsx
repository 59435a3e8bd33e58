import type { Metadata } from 'next';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { BusinessSectionFrame } from '@/components/business/BusinessSectionFrame';
import { EmptyState } from '@/components/common/EmptyState';
import { RatingSummary } from '@/components/reviews/RatingSummary';
import { ReviewPager } from '@/components/reviews/ReviewPager';
import { IslandMessages } from '@/components/i18n/IslandMessages';
import { JsonLd } from '@/components/seo/JsonLd';
import { LocaleLink } from '@/components/common/LocaleLink';
import { parsePageNumber } from '@/lib/urls/query-params';
import { roundedAverage } from '@/lib/models/review-summary';
import { loadReviewsModel } from '@/lib/models/reviews';
import { requireModel } from '@/lib/models/require-model';
import { framedMetadata } from '@/lib/seo/page-metadata';
import { reviewsModelJsonLd } from '@/lib/seo/reviews-json-ld';

export interface ReviewsPageProps {
  params: Promise<{ locale: string; slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/*
 * A business's reviews, paged (`?page=N`). Two routes render it: the section's page.tsx per
 * request (any query: a page that reads it cannot be ISR) and its twin under
 * app/[locale]/cached/ (ISR, no query: see lib/pages/cacheable-listings.ts). Upstream answers
 * stay in the data cache either way.
 */

const loadModel = async (
  params: ReviewsPageProps['params'],
  searchParams: ReviewsPageProps['searchParams'],
) => {
  const page = parsePageNumber((await searchParams).page);
  return requireModel(params, (locale, { slug }) => loadReviewsModel(locale, slug, page));
};

export async function reviewsMetadata({
  params,
  searchParams,
}: ReviewsPageProps): Promise<Metadata> {
  const { frame, business, page, reviews, summary } = await loadModel(params, searchParams);
  const locale = frame.locale;
  const t = await getTranslations({ locale, namespace: 'Reviews' });
  const format = await getFormatter({ locale });
  const name = business.name;
  const description =
    reviews.total === 0
      ? t('metaDescriptionEmpty', { name })
      : summary.average === null
        ? t('metaDescriptionUnrated', { name, count: reviews.total })
        : t('metaDescription', {
            name,
            count: reviews.total,
            average: format.number(roundedAverage(summary.average), { maximumFractionDigits: 1 }),
          });
  return framedMetadata(frame, {
    title: page > 1 ? t('metaTitlePaged', { name, page }) : t('metaTitle', { name }),
    description,
    imageUrl: business.logoUrl,
    // A page with no review on it has nothing to index.
    noindex: reviews.items.length === 0,
  });
}

export async function ReviewsPage({ params, searchParams }: ReviewsPageProps) {
  const model = await loadModel(params, searchParams);
  const { frame, business, page, basePath, reviews, summary } = model;
  const locale = frame.locale;
  setRequestLocale(locale);
  const t = await getTranslations('Reviews');
  return (
    <BusinessSectionFrame
      business={business}
      locale={locale}
      section="reviews"
      title={t('title', { name: business.name })}
      counts={model.sectionCounts}
    >
      {reviews.total === 0 ? (
        <EmptyState message={t('empty', { name: business.name })} />
      ) : (
        <>
          <JsonLd data={reviewsModelJsonLd(model)} />
          <RatingSummary summary={summary} />
          {reviews.items.length > 0 ? (
            <IslandMessages island="reviews" locale={locale}>
              <ReviewPager
                slug={business.slug}
                locale={locale}
                initial={reviews}
                basePath={basePath}
              />
            </IslandMessages>
          ) : (
            // A stale or hand-made link past the last page: say so, and lead back to the start.
            <div className="mt-8">
              <EmptyState message={t('pageEmpty', { page })}>
                <LocaleLink href={basePath} className="text-blue-800 underline">
                  {t('firstPage')}
                </LocaleLink>
              </EmptyState>
            </div>
          )}
        </>
      )}
    </BusinessSectionFrame>
  );
}
