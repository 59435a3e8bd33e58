import { cache } from 'react';
import { rememberRating } from './known-ratings';
import {
  API_MAX_LIMIT,
  listReviews,
  type DataLifetime,
  type Locale,
  type Paged,
  type Review,
} from '@/lib/api';

/** Whole stars a rating can round to: 0 to 5. */
export const STAR_VALUES = [0, 1, 2, 3, 4, 5] as const;
export type StarValue = (typeof STAR_VALUES)[number];

export interface ReviewSummary {
  /** Reviews that carry a rating; reviews without one are left out of every figure. */
  count: number;
  /** Mean of every rating (unrounded), or null when no review has a rating. */
  average: number | null;
  /** How many ratings round to each whole star. */
  distribution: Record<StarValue, number>;
  /**
   * False when the business has more reviews than the summary is allowed to read
   * (MAX_SUMMARY_PAGES): the figures then cover only the pages read.
   */
  complete: boolean;
}

/**
 * Upper bound on upstream calls for one summary: 50 pages of 100 is 5,000 reviews. Beyond
 * that a summary would cost more than the page it sits on; it is then marked incomplete.
 */
const MAX_SUMMARY_PAGES = 50;

export function emptyDistribution(): Record<StarValue, number> {
  return { 0: 0, 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
}

/** Figures over a set of reviews; null ratings are ignored, not counted as zero. */
export function summarizeRatings(
  reviews: readonly Pick<Review, 'rating'>[],
  complete = true,
): ReviewSummary {
  const distribution = emptyDistribution();
  let count = 0;
  let sum = 0;
  for (const { rating } of reviews) {
    if (rating === null || !Number.isFinite(rating)) continue;
    const clamped = Math.min(5, Math.max(0, rating));
    count += 1;
    sum += clamped;
    distribution[Math.round(clamped) as StarValue] += 1;
  }
  return { count, average: count === 0 ? null : sum / count, distribution, complete };
}

export type ReviewPageFetcher = (page: number, limit: number) => Promise<Paged<Review> | null>;

/** Every review of a business the site reads (bounded by MAX_SUMMARY_PAGES), in the API's order. */
export interface ReviewCollection {
  reviews: Review[];
  /** The API's count of every review, read or not. */
  total: number;
  /** False when the business has more reviews than MAX_SUMMARY_PAGES pages hold. */
  complete: boolean;
}

/**
 * Every review of a business, read with the API's largest page size: the first page tells how
 * many pages there are, the rest are fetched in parallel. A business with up to 100 reviews
 * costs one upstream call; n reviews cost ceil(n / 100) calls, capped at MAX_SUMMARY_PAGES.
 * The summary, and the sorted and star-filtered views of the reviews, are worked out from it.
 */
export async function collectReviews(
  fetchPage: ReviewPageFetcher,
  maxPages = MAX_SUMMARY_PAGES,
): Promise<ReviewCollection> {
  const first = await fetchPage(1, API_MAX_LIMIT);
  if (first === null) return { reviews: [], total: 0, complete: true };
  const lastPage = Math.min(first.totalPages, maxPages);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, lastPage - 1) }, (_, index) =>
      fetchPage(index + 2, API_MAX_LIMIT),
    ),
  );
  const reviews = [first, ...rest].flatMap((page) => page?.items ?? []);
  return { reviews, total: first.total, complete: first.totalPages <= maxPages };
}

/**
 * Every review of a business the site reads, per render (React's cache()); each upstream page
 * stays in Next's data cache for API_CACHE_SECONDS, so the summary, the reviews page, its
 * metadata, its JSON-LD and the reviews endpoint share one set of calls (a companion file reads
 * the same entries with its own, longer lifetime).
 */
export const getReviewCollection = cache(
  (slug: string, locale: Locale, lifetime: DataLifetime = 'page'): Promise<ReviewCollection> =>
    collectReviews((page, limit) => listReviews(slug, locale, page, limit, lifetime)),
);

/** The rating summary of a business over ALL its reviews (not one page). */
export const getReviewSummary = cache(
  async (slug: string, locale: Locale, lifetime: DataLifetime = 'page'): Promise<ReviewSummary> => {
    const { reviews, complete } = await getReviewCollection(slug, locale, lifetime);
    const summary = summarizeRatings(reviews, complete);
    // Directory cards show the ratings already worked out, never one of their own.
    rememberRating(slug, summary);
    return summary;
  },
);

/** The average as shown and as stated in JSON-LD: one decimal. */
export function roundedAverage(average: number): number {
  return Math.round(average * 10) / 10;
}
