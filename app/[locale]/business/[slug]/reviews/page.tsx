import { ReviewsPage, reviewsMetadata } from '@/components/pages/ReviewsPage';

// Rendered per request (it reads the query). A query-less request is routed by proxy.ts to the
// ISR twin of this route, app/[locale]/cached/business/[slug]/reviews/page.tsx.
export const generateMetadata = reviewsMetadata;
export default ReviewsPage;
