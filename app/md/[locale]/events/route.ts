import { whatsOnTwin } from '@/lib/companions/twin-pages';
import { twinRoute } from '@/lib/companions/twin-route';

/** The twin of What's on filtered (`/events.md?city=…`), per request; unfiltered: page/[n]. */
export const GET = twinRoute((locale, _segments, query) => whatsOnTwin(locale, query));
