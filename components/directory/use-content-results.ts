'use client';

import { useTranslations } from 'next-intl';
import useSWR from 'swr';
import {
  contentResultsOfAnswer,
  type ContentSearchTranslate,
} from '@/components/search/content-results-of-answer';
import type { ContentResultsView } from '@/components/search/content-results-view';
import type { DirectoryFilters } from '@/lib/directory/filter-businesses';
import type { Locale } from '@/lib/i18n/routing';
import { fetchRouteJson } from '@/lib/routes/fetch-route-json';
import type { ContentSearchBody } from '@/lib/routes/content-search-body';
import { contentRouteUrl } from '@/lib/urls/section-route-urls';

/**
 * The SWR key of one page of content results: the site's own endpoint (GET /api/content), or
 * null when there is no text to search.
 */
export function contentResultsKey(
  locale: Locale,
  filters: DirectoryFilters,
  page: number,
): string | null {
  if (!filters.q.trim()) return null;
  return contentRouteUrl(filters, { page, lang: locale });
}

/**
 * The content results of the island's current search: the server's first (its model seeded in
 * the SWR cache under the endpoint's URL), then those of each new search, fetched from
 * GET /api/content and shown as the server shows them, the previous ones kept on screen
 * meanwhile. An answer that fails (the index unavailable, a page past the last) shows none:
 * the plain link of the businesses' pager still opens the server's page.
 */
export function useContentResults(locale: Locale, filters: DirectoryFilters, page: number) {
  const t: ContentSearchTranslate = useTranslations('ContentSearch');
  const key = contentResultsKey(locale, filters, page);
  const { data, error, isLoading } = useSWR<ContentResultsView>(key, async (url: string) =>
    contentResultsOfAnswer(await fetchRouteJson<ContentSearchBody>(url), t),
  );
  return {
    model: key && !error ? (data ?? null) : null,
    updating: key !== null && isLoading,
  };
}
