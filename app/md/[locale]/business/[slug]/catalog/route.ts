import { catalogTwin } from '@/lib/companions/twin-pages';
import { twinRoute } from '@/lib/companions/twin-route';

/** The twin of the catalog filtered (`catalog.md?type=…`), per request; unfiltered: page/[n]. */
export const GET = twinRoute<{ slug: string }>((locale, { slug }, query) =>
  catalogTwin(locale, slug, query),
);
