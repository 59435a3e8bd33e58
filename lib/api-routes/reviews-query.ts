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

/** The route handler's URL, as the client pager calls it. */
export function reviewsRouteUrl(slug: string, { page, lang }: ReviewsRouteQuery): string {
  const query = new URLSearchParams({ page: String(page), lang });
  return `/api/businesses/${encodeURIComponent(slug)}/reviews?${query}`;
}
