import { HomePage, homeMetadata } from '@/components/pages/HomePage';

// The directory filtered (`?q`, `?category`, `?city`), rendered per request. proxy.ts serves the
// unfiltered directory from the cached app/[locale]/page/[n] route (lib/urls/listing-routes.ts).
export const generateMetadata = homeMetadata;
export default HomePage;
