'use client';

import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import type { DirectoryFilters } from '@/lib/directory/filter-businesses';
import { searchSummary } from '@/lib/directory/search-summary';
import type { FilterOption } from './DirectoryFilterForm';

interface TitleSources {
  categories: FilterOption[];
  cities: FilterOption[];
  regions: FilterOption[];
  directoryName: string;
}

/**
 * The document's title follows the view the island shows, as the server titles the same
 * address: what was searched, or the directory, with the page number past page 1. The server's
 * own title stands until the view first changes.
 */
export function useSearchTitle(
  shown: { filters: DirectoryFilters; page: number },
  { categories, cities, regions, directoryName }: TitleSources,
): void {
  const tSearch = useTranslations('Search');
  const tHome = useTranslations('Home');
  const tDirectory = useTranslations('Directory');
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const what = searchSummary(
      shown.filters,
      { categories, cities, regions },
      {
        quoted: (text) => tSearch('quoted', { text }),
        verifiedOnly: tSearch('verifiedOnly'),
      },
    );
    // A sort alone searches nothing: the directory's own title.
    const title = what
      ? tSearch('resultsTitle', { what, directoryName })
      : tHome('title', { directoryName });
    document.title = shown.page > 1 ? tDirectory('pagedTitle', { title, page: shown.page }) : title;
  }, [shown, categories, cities, regions, directoryName, tSearch, tHome, tDirectory]);
}
