import { listingTwin } from '@/lib/companions/twin-pages';
import { twinRoute } from '@/lib/companions/twin-route';

/** The twin of the directory filtered (`/index.md?q=…`), per request; unfiltered: page/[n]. */
export const GET = twinRoute((locale, _segments, query) => listingTwin(locale, [], query));
