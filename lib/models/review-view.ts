import type { Paged, Review } from '@/lib/api';
import { detectLanguage, type TextLanguage } from '@/lib/text/detect-language';
import type { ReviewFilters } from '@/lib/urls/review-filters';

/** A review with the language it was written in (null when its words do not say). */
export type ReviewEntry = Review & { lang: TextLanguage | null };

export function withLanguage(review: Review): ReviewEntry {
  return { ...review, lang: detectLanguage(`${review.title}\n${review.content}`) };
}

/** The whole star a rating counts under, as in the rating histogram (lib/models/review-summary). */
export function starsOf(rating: number | null): number | null {
  if (rating === null || !Number.isFinite(rating)) return null;
  return Math.round(Math.min(5, Math.max(0, rating)));
}

const time = (review: Review) => (review.reviewedAt ? Date.parse(review.reviewedAt) : NaN);

/** Newest first; undated reviews last, in the API's order. */
function byNewest(a: Review, b: Review): number {
  const [ta, tb] = [time(a), time(b)];
  if (Number.isNaN(ta) || Number.isNaN(tb))
    return Number(Number.isNaN(ta)) - Number(Number.isNaN(tb));
  return tb - ta;
}

/** By rating (`direction` 1 ascending, -1 descending), unrated last, newest first among equals. */
function byRating(direction: 1 | -1) {
  return (a: Review, b: Review): number => {
    if (a.rating === null || b.rating === null)
      return Number(a.rating === null) - Number(b.rating === null) || byNewest(a, b);
    return (a.rating - b.rating) * direction || byNewest(a, b);
  };
}

/**
 * One page of reviews as a reader asked for them: those of one star (when `stars` is set),
 * in the order asked (newest first by default), `pageSize` a page. Pure: the reviews come from
 * the bounded collection (getReviewCollection), never from further calls.
 */
export function reviewView(
  reviews: readonly Review[],
  { page, sort, stars }: ReviewFilters,
  pageSize: number,
): Paged<Review> {
  const kept = stars === null ? [...reviews] : reviews.filter((r) => starsOf(r.rating) === stars);
  const compare = sort === 'highest' ? byRating(-1) : sort === 'lowest' ? byRating(1) : byNewest;
  const sorted = kept.sort(compare);
  const start = (page - 1) * pageSize;
  return {
    items: sorted.slice(start, start + pageSize),
    total: sorted.length,
    page,
    limit: pageSize,
    totalPages: Math.max(1, Math.ceil(sorted.length / pageSize)),
  };
}
