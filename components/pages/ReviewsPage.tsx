import type { Metadata } from 'next';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { BusinessSectionFrame } from '@/components/business/BusinessSectionFrame';
import { EmptyState } from '@/components/common/EmptyState';
import { RatingSummary } from '@/components/reviews/RatingSummary';
import { ReviewPager } from '@/components/reviews/ReviewPager';
import { IslandMessages } from '@/components/i18n/IslandMessages';
import { JsonLd } from '@/components/seo/JsonLd';
import { getSiteConfig } from '@/lib/config/site-config';
import { LocaleLink } from '@/components/common/LocaleLink';
import { loadBusinessRoute } from '@/lib/models/load-business';
import { parsePageNumber } from '@/lib/urls/query-params';
import { pageHref } from '@/lib/paging/page-window';
import { loadReviewPage } from '@/lib/models/load-review-page';
import { getReviewSummary, roundedAverage } from '@/lib/models/review-summary';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { reviewsJsonLd } from '@/lib/seo/reviews-json-ld';
import { absoluteUrl, businessPath, localizedPath } from '@/lib/urls/paths';

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

export async function reviewsMetadata({
  params,
  searchParams,
}: ReviewsPageProps): Promise<Metadata> {
  const { locale, business } = await loadBusinessRoute(params);
  const page = parsePageNumber((await searchParams).page);
  const config = getSiteConfig();
  const t = await getTranslations({ locale, namespace: 'Reviews' });
  const format = await getFormatter({ locale });
  const [reviews, summary] = await Promise.all([
    loadReviewPage(business.slug, locale, page),
    getReviewSummary(business.slug, locale),
  ]);
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
  return pageMetadata({
    locale,
    // Each page is its own canonical URL (`?page=N`), so every review is reachable by crawlers.
    path: pageHref(businessPath(business.slug, 'reviews'), page),
    title: page > 1 ? t('metaTitlePaged', { name, page }) : t('metaTitle', { name }),
    description,
    siteUrl: config.siteUrl,
    siteName: config.directoryName,
    imageUrl: business.logoUrl,
    // A page with no review on it has nothing to index.
    noindex: reviews.items.length === 0,
  });
}

export async function ReviewsPage({ params, searchParams }: ReviewsPageProps) {
  const { locale, business } = await loadBusinessRoute(params);
  setRequestLocale(locale);
  const config = getSiteConfig();
  const t = await getTranslations('Reviews');
  const page = parsePageNumber((await searchParams).page);
  const [reviews, summary] = await Promise.all([
    loadReviewPage(business.slug, locale, page),
    getReviewSummary(business.slug, locale),
  ]);
  const basePath = businessPath(business.slug, 'reviews');
  const pageUrl = absoluteUrl(config.siteUrl, localizedPath(locale, pageHref(basePath, page)));
  return (
    <BusinessSectionFrame
      business={business}
      locale={locale}
      section="reviews"
      title={t('title', { name: business.name })}
    >
      {reviews.total === 0 ? (
        <EmptyState message={t('empty', { name: business.name })} />
      ) : (
        <>
          <JsonLd
            data={reviewsJsonLd(business, summary, reviews.items, {
              siteUrl: config.siteUrl,
              pageUrl,
            })}
          />
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
