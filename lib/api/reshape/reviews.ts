import type { Paged, Review } from '../types';
import { untrusted, type Schemas } from '../raw-types';
import { finiteNumber, isRecord, isoDateTime, text } from './primitives';
import { reshapePaging } from './paging';

/** A rating inside the spec's 0..5 range; anything else is treated as no rating. */
function ratingInRange(value: unknown): number | null {
  const rating = finiteNumber(value);
  return rating !== null && rating >= 0 && rating <= 5 ? rating : null;
}

export function reshapeReview(raw: unknown): Review | null {
  if (!isRecord(raw)) return null;
  const record = untrusted<Schemas['Review']>(raw);
  const review: Review = {
    author: text(record.author),
    rating: ratingInRange(record.ratingValue),
    title: text(record.title),
    content: text(record.content),
    reviewedAt: isoDateTime(record.reviewDate),
  };
  return review.title || review.content || review.rating !== null ? review : null;
}

export function reshapeReviewPage(
  raw: unknown,
  requested: { page: number; limit: number },
): Paged<Review> {
  const record = untrusted<Schemas['ReviewList']>(raw);
  return reshapePaging(record.reviews, reshapeReview, record, requested);
}
