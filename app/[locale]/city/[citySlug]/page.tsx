import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { FacetPage } from '@/components/directory/FacetPage';
import { loadFacetRoute } from '@/lib/models/facet-route';
import { facetRouteMetadata } from '@/lib/seo/listing-metadata';
import type { SearchParams } from '@/lib/directory/listing-view';

interface CityPageProps {
  params: Promise<{ locale: string; citySlug: string }>;
  searchParams: Promise<SearchParams>;
}

/*
 * The businesses of one city, paged (`?page=N`), from the in-memory directory index;
 * rendered per request, nothing fetched at build time. An unknown city is a 404.
 */

const routeParams = (params: CityPageProps['params']) =>
  params.then(({ locale, citySlug }) => ({ locale, slug: citySlug }));

export function generateMetadata({ params, searchParams }: CityPageProps): Promise<Metadata> {
  return facetRouteMetadata('city', routeParams(params), searchParams);
}

export default async function CityPage({ params, searchParams }: CityPageProps) {
  const view = await loadFacetRoute('city', routeParams(params), searchParams);
  setRequestLocale(view.locale);
  return <FacetPage view={view} />;
}
