import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { FacetPage } from '@/components/directory/FacetPage';
import type { FacetKind } from '@/lib/directory/directory-paths';
import { loadFacetRoute } from '@/lib/models/facet-route';
import { listingQuery, type ListingRouteProps } from '@/lib/pages/paged-route';
import { facetRouteMetadata } from '@/lib/seo/listing-metadata';

/*
 * The businesses of one category or city, one page at a time, from the in-memory directory
 * index: the page and metadata of `/category/{slug}/page/[n]` and `/city/{slug}/page/[n]`
 * (lib/urls/listing-routes.ts). An unknown category or city is a 404.
 */

/** The page component and metadata of one facet kind's route, whose slug segment is `segment`. */
export function facetListingRoute<S extends string>(kind: FacetKind, segment: S) {
  type Props = ListingRouteProps<{ locale: string } & Record<S, string>>;
  const routeParams = (props: Props) =>
    props.params.then((params) => ({ locale: params.locale, slug: params[segment] }));
  const searchParams = (props: Props) => listingQuery(props);

  async function generateMetadata(props: Props): Promise<Metadata> {
    return facetRouteMetadata(kind, routeParams(props), searchParams(props));
  }

  async function FacetListingPage(props: Props) {
    const model = await loadFacetRoute(kind, routeParams(props), searchParams(props));
    setRequestLocale(model.frame.locale);
    return <FacetPage model={model} />;
  }

  return { generateMetadata, FacetListingPage };
}
