import { describe, expect, it } from 'vitest';
import { article, business, review } from '@/lib/markdown/testing/fixtures';
import type { ProfileModel } from '@/lib/models/profile';
import { pageFrame } from '@/lib/models/frame';
import { profileJsonLd } from './profile-json-ld';

const previews = { reviews: [review], catalog: [], article, faq: [], documents: [] };
const summary = {
  count: 12,
  average: 4.26,
  distribution: { 0: 0, 1: 0, 2: 1, 3: 1, 4: 4, 5: 6 },
  complete: true,
};

function model(changes: Partial<ProfileModel> = {}): ProfileModel {
  return {
    frame: pageFrame('fr', '/business/cafe-soleil', 'cafe-soleil'),
    business,
    sectionCounts: {},
    reviews: summary,
    previews,
    places: [],
    related: [],
    ...changes,
  };
}

describe('profileJsonLd', () => {
  it('states the previewed reviews and the latest article on the business node', () => {
    const [node] = profileJsonLd(model());
    expect(node).toMatchObject({
      aggregateRating: { ratingValue: 4.3, reviewCount: 12 },
      review: [{ '@type': 'Review', name: review.title, reviewRating: { ratingValue: 4.5 } }],
      subjectOf: {
        '@type': 'BlogPosting',
        headline: article.title,
        url: 'http://localhost:3000/fr/business/cafe-soleil/blog/new-roast',
        datePublished: article.publishedAt,
      },
    });
  });

  it('states no aggregate rating the reviews page would not (partial or unrated) and no empty previews', () => {
    const [partial] = profileJsonLd(model({ reviews: { ...summary, complete: false } }));
    expect(partial).not.toHaveProperty('aggregateRating');
    const [none] = profileJsonLd(
      model({ reviews: null, previews: { ...previews, reviews: [], article: null } }),
    );
    expect(none).not.toHaveProperty('aggregateRating');
    expect(none).not.toHaveProperty('review');
    expect(none).not.toHaveProperty('subjectOf');
  });
});
