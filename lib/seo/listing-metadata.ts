import type { Metadata } from 'next';
import type { FacetKind } from '@/lib/directory/directory-paths';
import type { SearchParams } from '@/lib/directory/listing-view';
import { loadFacetRoute } from '@/lib/models/facet-route';
import type { ListingModel } from '@/lib/models/listing';
import { pageMetadata } from '@/lib/seo/page-metadata';

/**
 * Metadata of a listing page, from its model. Each page of a list is its own canonical URL
 * (`…/page/N`), so every card page can be indexed, in both languages; filtered views are for
 * people and stay out of the index.
 */
export function listingMetadata({ frame, view, texts, viewTwinUrl }: ListingModel): Metadata {
  const metadata = pageMetadata({
    locale: frame.locale,
    path: frame.path,
    title: texts.title,
    description: texts.description,
    siteUrl: frame.siteUrl,
    siteName: frame.siteName,
    noindex: view.filtered,
  });
  return {
    ...metadata,
    // The titles already name the directory: no layout template.
    title: { absolute: texts.title },
    alternates: {
      canonical: frame.canonicalUrl,
      languages: frame.alternates,
      // The twin of this very view, filters included.
      types: { 'text/markdown': viewTwinUrl },
    },
    openGraph: { ...metadata.openGraph, url: frame.canonicalUrl },
  };
}

/** The metadata of a /category/{slug} or /city/{slug} route. */
export async function facetRouteMetadata(
  kind: FacetKind,
  params: Promise<{ locale: string; slug: string }>,
  searchParams: Promise<SearchParams>,
): Promise<Metadata> {
  return listingMetadata(await loadFacetRoute(kind, params, searchParams));
}
