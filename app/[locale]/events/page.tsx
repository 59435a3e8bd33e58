import { WhatsOnPage, whatsOnMetadata } from '@/components/pages/WhatsOnPage';

// What's on filtered (`?city`, `?category`), rendered per request. proxy.ts serves the
// unfiltered list from app/[locale]/events/page/[n] (lib/urls/listing-routes.ts).
export const generateMetadata = whatsOnMetadata;
export default WhatsOnPage;
