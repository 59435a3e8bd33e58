import { reviewsTwin } from '@/lib/companions/twin-pages';
import { twinRoute } from '@/lib/companions/twin-route';

/** The twin of the reviews sorted or filtered (`reviews.md?stars=…`), per request; unfiltered: page/[n]. */
export const GET = twinRoute<{ slug: string }>((locale, { slug }, query) =>
  reviewsTwin(locale, slug, query),
);
