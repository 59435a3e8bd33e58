import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { FacetPage } from '@/components/directory/FacetPage';
import { loadFacetRoute } from '@/lib/models/facet-route';
import { facetRouteMetadata } from '@/lib/seo/listing-metadata';
import type { SearchParams } from '@/lib/directory/listing-view';

interface CategoryPageProps {
  params: Promise<{ locale: string; categorySlug: string }>;
  searchParams: Promise<SearchParams>;
}

/*
 * The businesses of one category, paged (`?page=N`), from the in-memory directory index;
 * rendered per request, nothing fetched at build time. An unknown category is a 404.
 */

const routeParams = (params: CategoryPageProps['params']) =>
  params.then(({ locale, categorySlug }) => ({ locale, slug: categorySlug }));

export function generateMetadata({ params, searchParams }: CategoryPageProps): Promise<Metadata> {
  return facetRouteMetadata('category', routeParams(params), searchParams);
}

export default async function CategoryPage({ params, searchParams }: CategoryPageProps) {
  const view = await loadFacetRoute('category', routeParams(params), searchParams);
  setRequestLocale(view.locale);
  return <FacetPage view={view} />;
}
