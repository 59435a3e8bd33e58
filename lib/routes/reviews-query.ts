import type { Locale } from '@/lib/i18n/routing';
import { parseQuery, type Validated } from '@/lib/urls/query-params';
import { langField } from '@/lib/urls/query-fields';
import { REVIEWS_QUERY, reviewFiltersOf, type ReviewFilters } from '@/lib/urls/review-filters';

/** GET /api/businesses/{slug}/reviews?page=&sort=&stars=&lang= */
export interface ReviewsRouteQuery extends ReviewFilters {
  lang: Locale;
}

/** The query the reviews' endpoint reads, and its OpenAPI document describes. */
export const REVIEWS_ROUTE_QUERY = { ...REVIEWS_QUERY, lang: langField };

export function parseReviewsRouteQuery(query: URLSearchParams): Validated<ReviewsRouteQuery> {
  const parsed = parseQuery(REVIEWS_ROUTE_QUERY, query);
  if (!parsed.ok) return parsed;
  return { ok: true, value: { ...reviewFiltersOf(parsed.value), lang: parsed.value.lang } };
}
