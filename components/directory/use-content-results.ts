'use client';

import useSWR from 'swr';
import { searchContent } from '@/components/search/content-search-action';
import type { DirectoryFilters } from '@/lib/directory/filter-businesses';
import type { Locale } from '@/lib/i18n/routing';
import type { ContentResultsModel } from '@/lib/models/content-results';

/** The SWR key of one page of content results, or null when there is no text to search. */
export function contentResultsKey(
  locale: Locale,
  filters: DirectoryFilters,
  page: number,
): string | null {
  const text = filters.q.trim();
  if (!text) return null;
  const { category, city, verified } = filters;
  return `content-results:${JSON.stringify([locale, text, category, city, verified, page])}`;
}

/**
 * The content results of the island's current search: the server's first (seeded in the SWR
 * cache under the same key), then those of each new search, from a server action, the previous
 * ones kept on screen meanwhile.
 */
export function useContentResults(locale: Locale, filters: DirectoryFilters, page: number) {
  const key = contentResultsKey(locale, filters, page);
  const { data, isLoading } = useSWR<ContentResultsModel | null>(key, () =>
    searchContent({
      locale,
      text: filters.q,
      category: filters.category,
      city: filters.city,
      verified: filters.verified,
      page,
    }),
  );
  return { model: key ? (data ?? null) : null, updating: key !== null && isLoading };
}
