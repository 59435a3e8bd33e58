import { getContentStore } from '@/lib/content/store';
import { runningContentSync } from '@/lib/content/sync/start-content-sync';
import { contentSyncStatus } from '@/lib/content/sync/sync-status';
import { locales } from '@/lib/i18n/routing';

// Answered per request, never prerendered: it tells of the index file and this process.
export const dynamic = 'force-dynamic';

const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * GET /api/health/content — the content index and its sync, for operators: entries per
 * language and kind, the pass in progress (done/total), the last full pass, and the businesses
 * whose last try failed with their messages. Not a readiness probe: /api/health is, and it
 * never waits for the sync. 503 when the index file cannot be opened.
 */
export async function GET(): Promise<Response> {
  try {
    const status = await contentSyncStatus(
      getContentStore(),
      locales,
      runningContentSync()?.isWriter() ?? null,
    );
    return Response.json(status, { headers: NO_STORE });
  } catch (error) {
    // The reason (a path, a SQLite message) is for the log, not for the public.
    console.error('[content-sync] status: the content index cannot be read', error);
    return Response.json(
      { status: 'unavailable', error: 'The content index cannot be read' },
      { status: 503, headers: { ...NO_STORE, 'Retry-After': '30' } },
    );
  }
}
