import type { AggregateRating, Review as ReviewNode } from 'schema-dts';
import { type Business, isRecord, type Review } from '@/lib/api';
import { roundedAverage, type ReviewSummary } from '@/lib/models/review-summary';
import { businessJsonLd, type BusinessJsonLdContext } from './business-json-ld';
import type { ReviewsModel } from '@/lib/models/reviews';

/** The API's rating scale (spec 2.6: ratingValue from 0 to 5), stated so 0 is not read as 1. */
const SCALE = { worstRating: 0, bestRating: 5 } as const;

/** A review; `lang`, when known, is the language its author wrote it in. */
export function reviewNode(review: Review & { lang?: string | null }): ReviewNode {
  return {
    '@type': 'Review',
    ...(review.lang && { inLanguage: review.lang }),
    ...(review.author && { author: { '@type': 'Person', name: review.author } }),
    ...(review.title && { name: review.title }),
    ...(review.content && { reviewBody: review.content }),
    ...(review.reviewedAt && { datePublished: review.reviewedAt }),
    ...(review.rating !== null && {
      reviewRating: { '@type': 'Rating', ratingValue: review.rating, ...SCALE },
    }),
  };
}

/**
 * Stated only for a summary that covers every review and has at least one rating: an
 * aggregate over part of the reviews, or of none, would be a claim the data does not make.
 * The count is of rated reviews, the ones the average is taken over.
 */
export function aggregateRatingNode(summary: ReviewSummary): AggregateRating | null {
  if (summary.average === null || summary.count === 0 || !summary.complete) return null;
  return {
    '@type': 'AggregateRating',
    ratingValue: roundedAverage(summary.average),
    reviewCount: summary.count,
    ...SCALE,
  };
}

/**
 * The business node with its aggregate rating and the reviews shown on this page. Only its
 * type, @id, name and URL: its address and phone are stated on the profile, under the same @id
 * (crawlers merge the two), and this page does not show them.
 */
export function reviewsJsonLd(
  business: Business,
  summary: ReviewSummary,
  reviews: readonly Review[],
  context: BusinessJsonLdContext,
): Record<string, unknown> {
  const aggregateRating = aggregateRatingNode(summary);
  const node: unknown = businessJsonLd(business, context);
  // Always an object; the guard only narrows schema-dts's wide union (which admits strings).
  const full = isRecord(node) ? node : {};
  return {
    '@context': full['@context'],
    '@type': full['@type'],
    '@id': full['@id'],
    name: full.name,
    url: full.url,
    ...(aggregateRating && { aggregateRating }),
    ...(reviews.length > 0 && { review: reviews.map(reviewNode) }),
  };
}

/** The reviews page's JSON-LD, from its model. */
export function reviewsModelJsonLd({ frame, business, summary, reviews }: ReviewsModel) {
  return reviewsJsonLd(business, summary, reviews.items, {
    siteUrl: frame.siteUrl,
    pageUrl: frame.canonicalUrl,
  });
}
