import { documentsTwin } from '@/lib/companions/twin-pages';
import { twinRoute } from '@/lib/companions/twin-route';

/** Paged (and for the catalog filtered) as the HTML page: it reads the query, per request. */
export const GET = twinRoute<{ slug: string }>((locale, { slug }, query) =>
  documentsTwin(locale, slug, query),
);
