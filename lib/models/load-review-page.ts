import 'server-only';
import { emptyPage, listReviews, type Locale, type Paged, REVIEWS_PAGE_SIZE } from '@/lib/api';
import { isDefaultReviewView, type ReviewFilters } from '@/lib/urls/review-filters';
import { getReviewCollection } from './review-summary';
import { reviewView, withLanguage, type ReviewEntry } from './review-view';

/**
 * One page of a business's reviews as a reader asked for them, each with its language, as the
 * page and the route handler both show it. The API pages reviews but neither sorts nor filters
 * them (spec 4.2), so the site does, over the reviews the summary reads anyway (at most
 * MAX_SUMMARY_PAGES calls, shared through the data cache): never an unbounded read. For a
 * business with more reviews than that, the default view pages the API itself, so every
 * review stays reachable; sorted and filtered views then cover the reviews read. The reviews
 * endpoint answering 404 means no reviews (the caller checks the business itself).
 */
export async function loadReviewPage(
  slug: string,
  locale: Locale,
  filters: ReviewFilters,
): Promise<Paged<ReviewEntry>> {
  const collection = await getReviewCollection(slug, locale);
  const page =
    collection.complete || !isDefaultReviewView(filters)
      ? reviewView(collection.reviews, filters, REVIEWS_PAGE_SIZE)
      : ((await listReviews(slug, locale, filters.page, REVIEWS_PAGE_SIZE)) ??
        emptyPage(filters.page, REVIEWS_PAGE_SIZE));
  return { ...page, items: page.items.map(withLanguage) };
}
