import { CatalogPage, catalogMetadata } from '@/components/pages/CatalogPage';

// The catalog filtered (`?type`, `?q`), rendered per request. proxy.ts serves the unfiltered
// catalog from the cached page/[n] route beside this file (lib/urls/listing-routes.ts).
export const generateMetadata = catalogMetadata;
export default CatalogPage;
