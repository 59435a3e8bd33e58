import { CatalogPage, catalogMetadata } from '@/components/pages/CatalogPage';

// Rendered per request (it reads the query). A query-less request is routed by proxy.ts to the
// ISR twin of this route, app/[locale]/cached/business/[slug]/catalog/page.tsx.
export const generateMetadata = catalogMetadata;
export default CatalogPage;
