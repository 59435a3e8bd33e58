import { WhatsOnPage, whatsOnMetadata } from '@/components/pages/WhatsOnPage';

// Page n of What's on, unfiltered (lib/urls/listing-routes.ts; proxy.ts serves /events from
// page/1). Rendered per request, not cached: the list starts now, and a cached page would keep
// showing an event that has ended.
export const dynamic = 'force-dynamic';

export const generateMetadata = whatsOnMetadata;
export default WhatsOnPage;
