import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { siteTranslator } from '@/lib/companions/translator';
import { getSiteConfig } from '@/lib/config/site-config';
import { requireLocale } from '@/lib/pages/route-params';
import type { FacetKind } from './directory-paths';
import { listingMetadata } from './listing-metadata';
import { listingTexts } from './listing-texts';
import { loadListingView, type ListingView, type SearchParams } from './listing-view';

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

export async function facetRouteMetadata(
  kind: FacetKind,
  params: Promise<{ locale: string; slug: string }>,
  searchParams: Promise<SearchParams>,
): Promise<Metadata> {
  const view = await loadFacetRoute(kind, params, searchParams);
  const config = getSiteConfig();
  return listingMetadata(
    view,
    listingTexts(view, siteTranslator(view.locale), config.directoryName),
    config,
  );
}
