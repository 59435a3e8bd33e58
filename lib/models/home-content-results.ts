import 'server-only';
import type { ListingView, SearchParams } from '@/lib/directory/listing-view';
import { CONTENT_PAGE_PARAM } from '@/lib/urls/content-page-param';
import { parsePageNumber } from '@/lib/urls/query-params';
import { loadContentResults, type ContentResultsModel } from './content-results';

/**
 * The content results beside a home page view: for its text, under its filters (category,
 * city and region as resolved keys), at the page `cpage` names. null without a text: browsing the
 * directory searches nothing offered.
 */
export function loadHomeContentResults(
  view: ListingView,
  params: SearchParams,
): Promise<ContentResultsModel | null> {
  const text = view.filters.q.trim();
  if (view.kind !== 'home' || !text) return Promise.resolve(null);
  return loadContentResults({
    locale: view.locale,
    text,
    category: view.filters.category || undefined,
    city: view.filters.city || undefined,
    region: view.filters.region || undefined,
    verified: view.filters.verified || undefined,
    page: parsePageNumber(params[CONTENT_PAGE_PARAM]),
  });
}
