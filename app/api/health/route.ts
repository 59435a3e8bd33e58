import {
  directoryIndexesLoaded,
  directoryReady,
  prepareDirectory,
} from '@/lib/directory/directory-readiness';
import { searchEnginesReady } from '@/lib/directory/search/directory-search';

// Answered per request, never prerendered by `next build`: it tells of this process's memory.
export const dynamic = 'force-dynamic';

const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * GET /api/health — an operator's readiness probe: 200 `{"status":"ready"}` once this instance
 * holds the directory index of every language and has built their search engines (both at the
 * server's start), 503 `{"status":"starting"}` with Retry-After until then. It stays 200 while
 * the API is down once loaded (the instance serves what it has). A probe that finds an index
 * missing (the API was down at the start) starts its load again in the background, since an
 * instance no load balancer sends readers to would otherwise never load it.
 */
export function GET(): Response {
  if (directoryReady()) return Response.json({ status: 'ready' }, { headers: NO_STORE });
  void prepareDirectory();
  return Response.json(
    {
      status: 'starting',
      directoryIndex: directoryIndexesLoaded(),
      searchEngine: searchEnginesReady(),
    },
    { status: 503, headers: { ...NO_STORE, 'Retry-After': '5' } },
  );
}
