'use client';

import { SeededSWRConfig } from '@/components/reviews/SeededSWRConfig';
import { catalogRouteUrl } from '@/lib/urls/section-route-urls';
import { CatalogBrowserView, type CatalogBrowserProps } from './CatalogBrowserView';

/**
 * The catalog's filter form, results and pager. Without JavaScript the form and the page
 * links load pages from the server. With it, results follow the inputs (search debounced)
 * through the site's route handler with SWR, the previous results staying on screen while the
 * next arrive; the URL follows too (replaced for filters, pushed for pages), so it can be
 * shared and reloaded as the same page. The server's results seed the cache, so the first
 * paint needs no client fetch.
 */
export function CatalogBrowser(props: CatalogBrowserProps) {
  const initialKey = catalogRouteUrl(props.slug, { ...props.initialFilters, lang: props.locale });
  return (
    <SeededSWRConfig seed={{ [initialKey]: props.initial }}>
      <CatalogBrowserView {...props} />
    </SeededSWRConfig>
  );
}
