import 'server-only';
import { notFound } from 'next/navigation';
import { requireLocale } from '@/lib/security/route-params';
import type { FacetKind } from '@/lib/directory/directory-paths';
import type { SearchParams } from '@/lib/directory/listing-view';
import { loadListingModel, type ListingModel } from './listing';

/** The model of a /category/{slug} or /city/{slug} route, or the 404 page. */
export async function loadFacetRoute(
  kind: FacetKind,
  params: Promise<{ locale: string; slug: string }>,
  searchParams: Promise<SearchParams>,
): Promise<ListingModel> {
  const locale = await requireLocale(params);
  const model = await loadListingModel(locale, kind, (await params).slug, await searchParams);
  if (!model) notFound();
  return model;
}
