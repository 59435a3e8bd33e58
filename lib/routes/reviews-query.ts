import type { Locale } from '@/lib/i18n/routing';
import { langField, pageField, parseQuery, type Validated } from '@/lib/urls/query-params';

/** GET /api/businesses/{slug}/reviews?page=&lang= */
export interface ReviewsRouteQuery {
  page: number;
  lang: Locale;
}

export function parseReviewsRouteQuery(query: URLSearchParams): Validated<ReviewsRouteQuery> {
  return parseQuery({ page: pageField, lang: langField }, query);
}

export { reviewsRouteUrl } from '@/lib/urls/section-route-urls';
