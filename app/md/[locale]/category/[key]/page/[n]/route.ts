import { listingTwin } from '@/lib/companions/twin-pages';
import { pagedTwinRoute } from '@/lib/companions/twin-route';

// Page n of a category's twin, unfiltered: cached like the HTML page (ISR), rendered on
// its first request and refreshed in the background. proxy.ts serves the list's own twin
// from page/1 here (lib/urls/listing-routes.ts).
export const dynamic = 'force-static';
export const revalidate = 300;
export { noStaticParams as generateStaticParams } from '@/lib/pages/paged-route';

export const GET = pagedTwinRoute<{ key: string }>((locale, { key }, query) =>
  listingTwin(locale, ['category', key], query),
);
