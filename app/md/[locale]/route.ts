import { listingTwin } from '@/lib/companions/twin-pages';
import { twinRoute } from '@/lib/companions/twin-route';

/** The home page's twin (`/index.md`), with the same filters and page as the HTML page. */
export const GET = twinRoute((locale, _segments, query) => listingTwin(locale, [], query));
