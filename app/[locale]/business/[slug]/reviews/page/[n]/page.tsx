// Page n of a business's reviews, unfiltered (lib/urls/listing-routes.ts; proxy.ts serves
// the list's own URL from page/1): an ISR page, rendered on its first request, then served
// from the cache and refreshed in the background. force-static: nothing it renders depends
// on the request.
export const revalidate = 300;
export const dynamic = 'force-static';
export { noStaticParams as generateStaticParams } from '@/lib/pages/paged-route';
export {
  reviewsMetadata as generateMetadata,
  ReviewsPage as default,
} from '@/components/pages/ReviewsPage';
