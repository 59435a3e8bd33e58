import { describe, expect, it } from 'vitest';
import type { Review } from '@/lib/api';
import { reviewView, starsOf, withLanguage } from './review-view';
import { summarizeRatings } from './review-summary';

function review(title: string, rating: number | null, reviewedAt: string | null): Review {
  return { author: 'A', rating, title, content: '', reviewedAt };
}

const REVIEWS = [
  review('old five', 5, '2024-01-01T00:00:00Z'),
  review('new one', 1, '2025-06-01T00:00:00Z'),
  review('undated four', 4.4, null),
  review('mid three', 2.6, '2025-01-01T00:00:00Z'),
  review('unrated', null, '2025-03-01T00:00:00Z'),
  review('new five', 4.5, '2025-05-01T00:00:00Z'),
];

const titles = (reviews: readonly Review[]) => reviews.map((r) => r.title);
const view = (sort: '' | 'newest' | 'highest' | 'lowest', stars: number | null = null, page = 1) =>
  reviewView(REVIEWS, { page, sort, stars }, 10);

describe('reviewView', () => {
  it('orders newest first by default, undated reviews last', () => {
    expect(titles(view('').items)).toEqual([
      'new one',
      'new five',
      'unrated',
      'mid three',
      'old five',
      'undated four',
    ]);
    expect(view('newest').items).toEqual(view('').items);
  });

  it('orders by rating either way, unrated last and newest first among equals', () => {
    expect(titles(view('highest').items)).toEqual([
      'old five',
      'new five',
      'undated four',
      'mid three',
      'new one',
      'unrated',
    ]);
    expect(titles(view('lowest').items)).toEqual([
      'new one',
      'mid three',
      'undated four',
      'new five',
      'old five',
      'unrated',
    ]);
  });

  it('keeps only the reviews of one star, as many as the histogram counts', () => {
    const distribution = summarizeRatings(REVIEWS).distribution;
    for (const stars of [0, 1, 2, 3, 4, 5] as const) {
      const kept = view('', stars);
      expect(kept.total, `${stars} stars`).toBe(distribution[stars]);
      for (const item of kept.items) expect(starsOf(item.rating)).toBe(stars);
    }
    expect(titles(view('', 5).items)).toEqual(['new five', 'old five']);
  });

  it('pages the view it worked out', () => {
    const second = reviewView(REVIEWS, { page: 2, sort: 'highest', stars: null }, 4);
    expect(second).toMatchObject({ page: 2, total: 6, totalPages: 2, limit: 4 });
    expect(titles(second.items)).toEqual(['new one', 'unrated']);
    expect(reviewView(REVIEWS, { page: 9, sort: '', stars: null }, 4).items).toEqual([]);
  });

  it('gives each review the language its words are in', () => {
    const french = withLanguage(review('Très bon', 5, null));
    expect(
      withLanguage({ ...french, content: 'Le pain est excellent et le service aussi.' }).lang,
    ).toBe('fr');
    expect(
      withLanguage({ ...french, title: 'Great', content: 'The bread was worth the wait.' }).lang,
    ).toBe('en');
  });
});
