import 'server-only';
import type { Locale } from '@/lib/i18n/routing';
import { getDirectoryIndex } from './directory-index';
import type { DirectoryFilters } from './filter-businesses';
import { searchDirectoryPage } from './listing-view';
import { searchDirectory } from './search/directory-search';
import type { NearQuery } from './search/search-query';

/**
 * One page of the directory's search in a language, from the in-memory index and the search
 * module: what /api/search and the MCP tools answer, as the home page does. null past the last
 * page.
 */
export async function searchDirectoryIn(
  lang: Locale,
  filters: DirectoryFilters,
  paging: { page: number; limit: number },
  near?: NearQuery,
) {
  const index = await getDirectoryIndex(lang);
  return searchDirectoryPage(
    index,
    filters,
    paging,
    (query) => searchDirectory({ ...query, locale: lang }),
    near,
  );
}
