'use server';

import { isLocale } from '@/lib/i18n/routing';
import { loadContentResults, type ContentResultsModel } from '@/lib/models/content-results';
import { MAX_PAGE_NUMBER, MAX_SEARCH_LENGTH } from '@/lib/urls/query-params';

export interface ContentSearchRequest {
  locale: string;
  text: string;
  category: string;
  city: string;
  verified: boolean;
  page: number;
}

const bounded = (value: unknown, length: number) =>
  typeof value === 'string' ? value.trim().slice(0, length) : '';

/**
 * The content results of the home page's search as its island's filters change: the same model
 * the server renders the page with. A server action, so the island needs no endpoint of its
 * own; anything it is sent is checked as a query string would be.
 */
export async function searchContent(
  request: ContentSearchRequest,
): Promise<ContentResultsModel | null> {
  const locale = request?.locale;
  const text = bounded(request?.text, MAX_SEARCH_LENGTH);
  if (!isLocale(locale) || !text) return null;
  const page = Number.isInteger(request.page)
    ? Math.min(MAX_PAGE_NUMBER, Math.max(1, request.page))
    : 1;
  return loadContentResults({
    locale,
    text,
    category: bounded(request.category, 100) || undefined,
    city: bounded(request.city, 100) || undefined,
    verified: request.verified === true,
    page,
  });
}
