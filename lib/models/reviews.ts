import 'server-only';
import { cache } from 'react';
import type { Paged } from '@/lib/api';
import type { Locale } from '@/lib/i18n/routing';
import { pageHref } from '@/lib/paging/page-window';
import { businessPath } from '@/lib/urls/paths';
import type { ReviewFilters } from '@/lib/urls/review-filters';
import { loadBusinessPage, type BusinessPageModel } from './business-page';
import { pageFrame } from './frame';
import { loadReviewPage } from './load-review-page';
import { getReviewCollection, getReviewSummary, type ReviewSummary } from './review-summary';
import type { ReviewEntry } from './review-view';

/** One page of a business's reviews, sorted and filtered as asked, with the summary of all. */
export interface ReviewsModel extends BusinessPageModel {
  page: number;
  /** The first page's path, which the pager's links extend. */
  basePath: string;
  filters: ReviewFilters;
  /** Whether this is a sorted or star-filtered view (rendered per request, not indexed). */
  filtered: boolean;
  reviews: Paged<ReviewEntry>;
  /** Every review of the business, whatever the view (the API's count). */
  totalReviews: number;
  summary: ReviewSummary;
}

/** null when the business does not exist; no reviews (the endpoint's 404) is an empty page. */
const loadReviewsModelCached = cache(
  async (
    locale: Locale,
    slug: string,
    page: number,
    sort: ReviewFilters['sort'],
    stars: number | null,
  ): Promise<ReviewsModel | null> => {
    const business = await loadBusinessPage(locale, slug, (found) =>
      businessPath(found.slug, 'reviews'),
    );
    // The summary reads every page of reviews: only for a business that exists.
    if (!business) return null;
    const filters: ReviewFilters = { page, sort, stars };
    const [reviews, summary, collection] = await Promise.all([
      loadReviewPage(slug, locale, filters),
      getReviewSummary(slug, locale),
      getReviewCollection(slug, locale),
    ]);
    const basePath = business.frame.path;
    const filtered = sort !== '' || stars !== null;
    // Each page of the list is its own canonical URL, so that every review is reachable by
    // crawlers; a sorted or filtered view shows the same reviews again, so it points to the list.
    const frame = pageFrame(
      locale,
      filtered ? basePath : pageHref(basePath, page),
      business.business.slug,
    );
    const totalReviews = collection.total;
    return {
      ...business,
      frame,
      page,
      basePath,
      filters,
      filtered,
      reviews,
      totalReviews,
      summary,
    };
  },
);

export function loadReviewsModel(locale: Locale, slug: string, filters: ReviewFilters) {
  return loadReviewsModelCached(locale, slug, filters.page, filters.sort, filters.stars);
}
