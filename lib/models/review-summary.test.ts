import { describe, expect, it } from 'vitest';
import type { Paged, Review } from '@/lib/api';
import { collectReviews, roundedAverage, summarizeRatings } from '@/lib/models/review-summary';

function review(rating: number | null): Review {
  return { author: 'A', rating, title: 'T', content: 'C', reviewedAt: null };
}

/** A fake API holding `ratings`, paged like the real one, recording each call. */
function fakeApi(ratings: (number | null)[]) {
  const calls: { page: number; limit: number }[] = [];
  const fetchPage = async (page: number, limit: number): Promise<Paged<Review>> => {
    calls.push({ page, limit });
    const items = ratings.slice((page - 1) * limit, page * limit).map(review);
    return {
      items,
      total: ratings.length,
      page,
      limit,
      totalPages: Math.max(1, Math.ceil(ratings.length / limit)),
    };
  };
  return { calls, fetchPage };
}

describe('summarizeRatings', () => {
  it('averages ratings and rounds each to the nearest whole star for the distribution', () => {
    const summary = summarizeRatings([5, 4.5, 4, 3.4, 0.4, 0].map(review));
    expect(summary.count).toBe(6);
    expect(summary.average).toBeCloseTo((5 + 4.5 + 4 + 3.4 + 0.4 + 0) / 6, 10);
    expect(summary.distribution).toEqual({ 0: 2, 1: 0, 2: 0, 3: 1, 4: 1, 5: 2 });
  });

  it('ignores reviews without a rating instead of counting them as zero', () => {
    const summary = summarizeRatings([4, null, 2, null].map(review));
    expect(summary.count).toBe(2);
    expect(summary.average).toBe(3);
    expect(Object.values(summary.distribution).reduce((a, b) => a + b, 0)).toBe(2);
  });

  it('has no average when nothing is rated', () => {
    expect(summarizeRatings([]).average).toBeNull();
    expect(summarizeRatings([null, null].map(review))).toMatchObject({ count: 0, average: null });
  });

  it('rounds the shown average to one decimal', () => {
    expect(roundedAverage(4.349)).toBe(4.3);
    expect(roundedAverage(4.35)).toBe(4.4);
    expect(roundedAverage(5)).toBe(5);
  });
});

describe('collectReviews', () => {
  it('reads every page, not just the first, so the summary covers them all', async () => {
    // 100 fives on page 1, 47 ones on page 2: the first page alone would say 5.
    const ratings = [...Array<number>(100).fill(5), ...Array<number>(47).fill(1)];
    const api = fakeApi(ratings);
    const collection = await collectReviews(api.fetchPage);
    expect(collection).toMatchObject({ total: 147, complete: true });
    const summary = summarizeRatings(collection.reviews, collection.complete);
    expect(summary.count).toBe(147);
    expect(summary.average).toBeCloseTo((500 + 47) / 147, 10);
    expect(summary.distribution[5]).toBe(100);
    expect(summary.distribution[1]).toBe(47);
    expect(summary.complete).toBe(true);
    expect(api.calls).toEqual([
      { page: 1, limit: 100 },
      { page: 2, limit: 100 },
    ]);
  });

  it('costs one upstream call for up to 100 reviews', async () => {
    const api = fakeApi(Array<number>(46).fill(4));
    const collection = await collectReviews(api.fetchPage);
    expect(collection.reviews).toHaveLength(46);
    expect(api.calls).toHaveLength(1);
  });

  it('treats a 404 section as no reviews', async () => {
    const collection = await collectReviews(async () => null);
    expect(collection).toEqual({ reviews: [], total: 0, complete: true });
  });

  it('stops at the page cap and says the collection is incomplete', async () => {
    const api = fakeApi(Array<number>(350).fill(3));
    const collection = await collectReviews(api.fetchPage, 2);
    expect(api.calls).toHaveLength(2);
    expect(collection).toMatchObject({ total: 350, complete: false });
    expect(collection.reviews).toHaveLength(200);
  });
});
