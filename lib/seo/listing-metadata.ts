import type { Metadata } from 'next';
import type { FacetKind } from '@/lib/directory/directory-paths';
import type { SearchParams } from '@/lib/directory/listing-view';
import { loadFacetRoute } from '@/lib/models/facet-route';
import type { ListingModel } from '@/lib/models/listing';
import { framedMetadata } from '@/lib/seo/page-metadata';

/**
 * Metadata of a listing page, from its model. Each page of a list is its own canonical URL
 * (`…/page/N`), so every card page can be indexed, in both languages; filtered views are for
 * people and stay out of the index.
 */
export function listingMetadata({ frame, view, texts, viewTwinUrl }: ListingModel): Metadata {
  const metadata = framedMetadata(frame, {
    title: texts.title,
    description: texts.description,
    noindex: view.filtered,
  });
  return {
    ...metadata,
    // The titles already name the directory: no layout template.
    title: { absolute: texts.title },
    // The twin of this very view, filters included (the frame's is the canonical page's).
    alternates: { ...metadata.alternates, types: { 'text/markdown': viewTwinUrl } },
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
