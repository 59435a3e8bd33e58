import 'server-only';
import { listReviews } from '@/lib/api/directory';
import { REVIEWS_PAGE_SIZE } from '@/lib/api/page-sizes';
import type { Locale, Paged, Review } from '@/lib/api/types';

/**
 * One page of a business's reviews, as the page and the route handler both show it. The
 * reviews endpoint answering 404 means no reviews, not an unknown business (the caller checks
 * the business itself).
 */
export async function loadReviewPage(
  slug: string,
  locale: Locale,
  page: number,
): Promise<Paged<Review>> {
  const result = await listReviews(slug, locale, page, REVIEWS_PAGE_SIZE);
  return result ?? { items: [], total: 0, page, limit: REVIEWS_PAGE_SIZE, totalPages: 1 };
}
