import { facetListingRoute } from '@/components/pages/FacetListingPage';

// Page n of the businesses of one category, unfiltered (lib/urls/listing-routes.ts; proxy.ts serves
// the list's own URL from page/1): an ISR page, rendered on its first request, then served
// from the cache and refreshed in the background. force-static: nothing it renders depends
// on the request.
export const revalidate = 300;
export const dynamic = 'force-static';
export { noStaticParams as generateStaticParams } from '@/lib/pages/paged-route';

const route = facetListingRoute('category', 'categorySlug');
export const generateMetadata = route.generateMetadata;
export default route.FacetListingPage;
