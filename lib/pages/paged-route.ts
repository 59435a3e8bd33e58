import { notFound } from 'next/navigation';
import { isPageNumberSegment } from '@/lib/paging/page-window';

/*
 * A listing's page component serves two routes (lib/urls/listing-routes.ts): `page/[n]`, page n
 * of the unfiltered list (an ISR page), and, for the lists people filter (home, catalog), the
 * list's own route, filtered views by query. The component reads its page and filters through
 * listingQuery, the same way from both.
 */

export type ListingSearchParams = Record<string, string | string[] | undefined>;

/** The props Next gives either route of a listing. */
export interface ListingRouteProps<P extends object> {
  params: Promise<P & { n?: string }>;
  searchParams?: Promise<ListingSearchParams>;
}

/** A page number as the site writes it (`2`, never `02` or `0`); anything else is the 404 page. */
function pageSegmentOrNotFound(segment: string): string {
  if (!isPageNumberSegment(segment)) notFound();
  return segment;
}

/** The query a listing's page reads: `page=n` on a `page/[n]` route, else the route's own. */
export async function listingQuery<P extends object>({
  params,
  searchParams,
}: ListingRouteProps<P>): Promise<ListingSearchParams> {
  const { n } = await params;
  if (n !== undefined) return { page: pageSegmentOrNotFound(n) };
  return (await searchParams) ?? {};
}

/** A `page/[n]` route prerenders nothing: every page is rendered on its first request. */
export function noStaticParams(): never[] {
  return [];
}
