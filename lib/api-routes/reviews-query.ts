import type { Locale } from '@/lib/i18n/routing';
import { readLang, readPage, validateQuery, type Validated } from './query-params';

/** GET /api/businesses/{slug}/reviews?page=&lang= */
export interface ReviewsRouteQuery {
  page: number;
  lang: Locale;
}

export function parseReviewsRouteQuery(query: URLSearchParams): Validated<ReviewsRouteQuery> {
  return validateQuery(query, ['page', 'lang'], (value) => ({
    page: readPage(value('page')),
    lang: readLang(value('lang')),
  }));
}

export { reviewsRouteUrl } from '@/lib/urls/section-route-urls';
