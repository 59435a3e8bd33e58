import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { FacetPage } from '@/components/directory/FacetPage';
import { loadFacetRoute } from '@/lib/models/facet-route';
import { facetRouteMetadata } from '@/lib/seo/listing-metadata';
import { noQuery } from '@/lib/pages/cacheable-listings';

// The query-less first page of `/city/{slug}`, as an ISR page: proxy.ts routes a request without a
// query here (lib/pages/cacheable-listings.ts). Rendered on first request, then served from
// the cache and refreshed in the background; nothing is fetched at build time. force-static:
// the page never reads the request, and the listing's no-store fetch (lib/api/listing-stream.ts,
// when the in-memory index loads during a render) must not turn it back into a dynamic page.
export const revalidate = 300;
export const dynamic = 'force-static';
export function generateStaticParams() {
  return [];
}

interface CachedCityPageProps {
  params: Promise<{ locale: string; citySlug: string }>;
}

const routeParams = (params: CachedCityPageProps['params']) =>
  params.then(({ locale, citySlug }) => ({ locale, slug: citySlug }));

export function generateMetadata({ params }: CachedCityPageProps): Promise<Metadata> {
  return facetRouteMetadata('city', routeParams(params), noQuery());
}

export default async function CachedCityPage({ params }: CachedCityPageProps) {
  const view = await loadFacetRoute('city', routeParams(params), noQuery());
  setRequestLocale(view.locale);
  return <FacetPage view={view} />;
}
