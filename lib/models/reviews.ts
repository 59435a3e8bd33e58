import 'server-only';
import { cache } from 'react';
import type { Paged, Review } from '@/lib/api';
import type { Locale } from '@/lib/i18n/routing';
import { pageHref } from '@/lib/paging/page-window';
import { businessPath } from '@/lib/urls/paths';
import { loadBusinessPage, type BusinessPageModel } from './business-page';
import { pageFrame } from './frame';
import { loadReviewPage } from './load-review-page';
import { getReviewSummary, type ReviewSummary } from './review-summary';

/** One page of a business's reviews, with the rating summary of all of them. */
export interface ReviewsModel extends BusinessPageModel {
  page: number;
  /** The first page's path, which the pager's links extend. */
  basePath: string;
  reviews: Paged<Review>;
  summary: ReviewSummary;
}

/** null when the business does not exist; no reviews (the endpoint's 404) is an empty page. */
export const loadReviewsModel = cache(
  async (locale: Locale, slug: string, page: number): Promise<ReviewsModel | null> => {
    const business = await loadBusinessPage(locale, slug, (found) =>
      businessPath(found.slug, 'reviews'),
    );
    // The summary reads every page of reviews: only for a business that exists.
    if (!business) return null;
    const [reviews, summary] = await Promise.all([
      loadReviewPage(slug, locale, page),
      getReviewSummary(slug, locale),
    ]);
    const basePath = business.frame.path;
    // Each page is its own canonical URL, so that every review is reachable by crawlers.
    const frame = pageFrame(locale, pageHref(basePath, page), business.business.slug);
    return { ...business, frame, page, basePath, reviews, summary };
  },
);
