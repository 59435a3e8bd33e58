import { HomePage, homeMetadata } from '@/components/pages/HomePage';

// Rendered per request (it reads the query). A query-less request is routed by proxy.ts to the
// ISR twin of this route, app/[locale]/cached/[home]/page.tsx.
export const generateMetadata = homeMetadata;
export default HomePage;
