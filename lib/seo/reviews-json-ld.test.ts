import { describe, expect, it } from 'vitest';
import type { Business, Review } from '@/lib/api';
import { summarizeRatings } from '@/lib/reviews/review-summary';
import { businessNodeId } from './business-json-ld';
import { reviewsJsonLd } from './reviews-json-ld';

const business: Business = {
  slug: 'bakery',
  name: 'Bakery',
  websiteUrl: null,
  description: 'Bread.',
  logoUrl: null,
  email: null,
  phone: null,
  legalName: null,
  primaryLanguage: 'fr',
  locations: [{ address: '1 rue', city: 'Montréal', postalCode: 'H2T 1A1', country: 'CA' }],
  areas: [],
  category: 'Bakery',
  tags: [],
  markdown: null,
  updatedAt: null,
  businessTypes: [],
  visibility: 'PUBLIC',
  isVerified: true,
};
const context = {
  siteUrl: 'https://dir.example',
  pageUrl: 'https://dir.example/fr/business/bakery/reviews',
};

function review(overrides: Partial<Review>): Review {
  return {
    author: 'Ana',
    rating: 4,
    title: 'Good',
    content: 'Nice bread.',
    reviewedAt: '2026-01-02T00:00:00.000Z',
    ...overrides,
  };
}

describe('reviewsJsonLd', () => {
  it('states the business with the shared @id, an aggregate rating and the page reviews', () => {
    const reviews = [review({ rating: 5 }), review({ rating: 4 }), review({ rating: 4 })];
    const block = reviewsJsonLd(business, summarizeRatings(reviews), reviews, context);
    expect(block['@type']).toBe('LocalBusiness');
    expect(block['@id']).toBe(businessNodeId('https://dir.example', 'bakery'));
    expect(block.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.3,
      reviewCount: 3,
      worstRating: 0,
      bestRating: 5,
    });
    expect(block.review).toEqual(
      reviews.map((entry) => ({
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Ana' },
        name: 'Good',
        reviewBody: 'Nice bread.',
        datePublished: '2026-01-02T00:00:00.000Z',
        reviewRating: {
          '@type': 'Rating',
          ratingValue: entry.rating,
          worstRating: 0,
          bestRating: 5,
        },
      })),
    );
  });

  it('states no rating, date or author the data does not give', () => {
    const reviews = [review({ rating: null, reviewedAt: null, author: '' })];
    const block = reviewsJsonLd(business, summarizeRatings(reviews), reviews, context);
    expect(block).not.toHaveProperty('aggregateRating');
    expect(block.review).toEqual([{ '@type': 'Review', name: 'Good', reviewBody: 'Nice bread.' }]);
  });

  it('has neither aggregate nor reviews for a business without reviews', () => {
    const block = reviewsJsonLd(business, summarizeRatings([]), [], context);
    expect(block).not.toHaveProperty('aggregateRating');
    expect(block).not.toHaveProperty('review');
    expect(block.name).toBe('Bakery');
  });

  it('states no aggregate over an incomplete summary', () => {
    const summary = { ...summarizeRatings([review({ rating: 5 })]), complete: false };
    expect(reviewsJsonLd(business, summary, [], context)).not.toHaveProperty('aggregateRating');
  });
});
