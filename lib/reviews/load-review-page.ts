import 'server-only';
import { listReviews, type Locale, type Paged, type Review, REVIEWS_PAGE_SIZE } from '@/lib/api';

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
