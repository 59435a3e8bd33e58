import { businessSectionResponse } from '@/lib/routes/business-section-route';
import { parseReviewsRouteQuery } from '@/lib/routes/reviews-query';
import { loadReviewPage } from '@/lib/models/load-review-page';

/**
 * GET /api/businesses/{slug}/reviews?page=&sort=&stars=&lang= — one page of reviews, sorted
 * and filtered as asked, as Paged<ReviewEntry> (each review with its language), for the
 * client pager of the reviews page. 400 on any bad parameter, 404 for an unknown business.
 */
export function GET(
  request: Request,
  { params }: { params: Promise<{ slug: string }> },
): Promise<Response> {
  return businessSectionResponse(request, params, parseReviewsRouteQuery, (business, query) =>
    loadReviewPage(business.slug, query.lang, query),
  );
}
