'use client';

import { SeededSWRConfig } from '@/components/reviews/SeededSWRConfig';
import { filterParams } from '@/lib/directory/filter-businesses';
import { searchRouteUrl } from '@/lib/urls/section-route-urls';
import { DirectoryBrowserView, type DirectoryBrowserProps } from './DirectoryBrowserView';
import { contentResultsKey } from './use-content-results';

/**
 * The home page's filter form, results and pager. Without JavaScript the form is a GET form and
 * the pager plain links, each answered by the server. With it, the results follow the form as
 * one types: each view is fetched from the site's JSON endpoint (SWR, the previous results kept
 * on screen meanwhile) and its URL replaces the address, so every view still opens from the
 * server. The server's view seeds the cache: the first paint needs no client fetch.
 */
export function DirectoryBrowser(props: DirectoryBrowserProps) {
  const initialKey = searchRouteUrl(filterParams(props.initialFilters), {
    page: props.initial.page,
    lang: props.locale,
  });
  const contentKey = contentResultsKey(
    props.locale,
    props.initialFilters,
    props.initialContent?.page ?? 1,
  );
  const seed = contentKey
    ? { [initialKey]: props.initial, [contentKey]: props.initialContent }
    : { [initialKey]: props.initial };
  return (
    <SeededSWRConfig seed={seed}>
      <DirectoryBrowserView {...props} />
    </SeededSWRConfig>
  );
}
