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
import { listingQuery, type ListingRouteProps } from '@/lib/pages/paged-route';
import { roundedAverage } from '@/lib/models/review-summary';
import { loadReviewsModel } from '@/lib/models/reviews';
import { requireModel } from '@/lib/models/require-model';
import { framedMetadata } from '@/lib/seo/page-metadata';
import { reviewsModelJsonLd } from '@/lib/seo/reviews-json-ld';

export type ReviewsPageProps = ListingRouteProps<{ locale: string; slug: string }>;

/*
 * A business's reviews, paged by path (`…/page/N`): rendered by the section's `page/[n]` route, an
 * ISR page that also serves the list's own URL as page 1 (lib/urls/listing-routes.ts).
 */

const loadModel = async (props: ReviewsPageProps) => {
  const page = parsePageNumber((await listingQuery(props)).page);
  return requireModel(props.params, (locale, { slug }) => loadReviewsModel(locale, slug, page));
};

export async function reviewsMetadata(props: ReviewsPageProps): Promise<Metadata> {
  const { frame, business, page, reviews, summary } = await loadModel(props);
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

export async function ReviewsPage(props: ReviewsPageProps) {
  const model = await loadModel(props);
  const { frame, business, page, basePath, reviews, summary } = model;
  const locale = frame.locale;
  setRequestLocale(locale);
  const t = await getTranslations('Reviews');
  const tBusiness = await getTranslations('Business');
  return (
    <BusinessSectionFrame
      business={business}
      locale={locale}
      section="reviews"
      title={tBusiness('reviews')}
      counts={model.sectionCounts}
      frame={model.frame}
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
                <LocaleLink href={basePath} className="text-accent underline">
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
