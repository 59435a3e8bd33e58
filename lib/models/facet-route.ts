import 'server-only';
import { notFound } from 'next/navigation';
import { requireLocale } from '@/lib/security/route-params';
import type { FacetKind } from '@/lib/directory/directory-paths';
import { loadListingView, type ListingView, type SearchParams } from '@/lib/directory/listing-view';

/** The view of a /category/{slug} or /city/{slug} route, or the 404 page. */
export async function loadFacetRoute(
  kind: FacetKind,
  params: Promise<{ locale: string; slug: string }>,
  searchParams: Promise<SearchParams>,
): Promise<ListingView> {
  const locale = await requireLocale(params);
  const view = await loadListingView(locale, kind, (await params).slug, await searchParams);
  if (!view) notFound();
  return view;
}
