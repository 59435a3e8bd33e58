import { whatsOnTwin } from '@/lib/companions/twin-pages';
import { pagedTwinRoute } from '@/lib/companions/twin-route';

// Page n of What's on's twin, unfiltered, per request like the page: the list starts now.
// proxy.ts serves `/events.md` from page/1 here (lib/urls/listing-routes.ts).
export const dynamic = 'force-dynamic';

export const GET = pagedTwinRoute((locale, _segments, query) => whatsOnTwin(locale, query));
