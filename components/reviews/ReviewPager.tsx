'use client';

import { reviewsRouteUrl } from '@/lib/urls/section-route-urls';
import { ReviewPagerView, type ReviewPagerProps } from './ReviewPagerView';
import { SeededSWRConfig } from './SeededSWRConfig';

/**
 * The list of reviews and its pager. Without JavaScript the pager's links load each page from
 * the server. With it, a click fetches the page from the site's route handler (SWR, the
 * previous page kept on screen meanwhile) and pushes its URL, so Back and Forward walk the
 * pages and every URL still opens the same page from the server. The server's page seeds the
 * cache, so the first paint needs no client fetch.
 */
export function ReviewPager(props: ReviewPagerProps) {
  const initialKey = reviewsRouteUrl(props.slug, {
    ...props.initialFilters,
    page: props.initial.page,
    lang: props.locale,
  });
  return (
    <SeededSWRConfig seed={{ [initialKey]: props.initial }}>
      <ReviewPagerView {...props} />
    </SeededSWRConfig>
  );
}
