import { DocumentsPage, documentsMetadata } from '@/components/pages/DocumentsPage';

// Rendered per request (it reads the query). A query-less request is routed by proxy.ts to the
// ISR twin of this route, app/[locale]/cached/business/[slug]/documents/page.tsx.
export const generateMetadata = documentsMetadata;
export default DocumentsPage;
