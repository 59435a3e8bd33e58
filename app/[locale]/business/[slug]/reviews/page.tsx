import { ReviewsPage, reviewsMetadata } from '@/components/pages/ReviewsPage';

// The reviews sorted or filtered by stars (`?sort`, `?stars`), rendered per request. proxy.ts
// serves the unfiltered list from the cached page/[n] route beside this file
// (lib/urls/listing-routes.ts).
export const generateMetadata = reviewsMetadata;
export default ReviewsPage;
