import { developersTwin } from '@/lib/routes/developers-page';
import { twinRoute } from '@/lib/companions/twin-route';

// Cached like the HTML page (ISR): rendered on its first request, refreshed in the background.
export const dynamic = 'force-static';
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

export const GET = twinRoute((locale) => developersTwin(locale));
