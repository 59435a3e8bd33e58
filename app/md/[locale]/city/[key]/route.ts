import { listingTwin } from '@/lib/companions/twin-pages';
import { twinRoute } from '@/lib/companions/twin-route';

export const GET = twinRoute<{ key: string }>((locale, { key }, query) =>
  listingTwin(locale, ['city', key], query),
);
