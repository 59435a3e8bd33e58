import { twinRoute } from '@/lib/companions/twin-route';

/** Any other path names no page: a Markdown 404. */
export const GET = twinRoute(() => null);
