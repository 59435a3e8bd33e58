import type { Locale } from '@/lib/i18n/routing';
import { pageHref } from '@/lib/paging/page-window';
import { localizedPath } from '@/lib/urls/paths';
import { filterParams, type DirectoryFilters } from './filter-businesses';
import { HOME_PATH } from './directory-paths';

/** The address of one view of the directory: `/`, `/page/2`, `/?q=…&page=2`, in a language. */
export function directoryViewHref(locale: Locale, filters: DirectoryFilters, page = 1): string {
  return localizedPath(locale, pageHref(HOME_PATH, page, filterParams(filters)));
}
