import {
  directoryIndexesLoaded,
  everyDirectoryIndexLoaded,
  loadDirectoryIndexes,
} from '@/lib/directory/directory-readiness';

// Answered per request, never prerendered by `next build`: it tells of this process's memory.
export const dynamic = 'force-dynamic';

const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * GET /api/health — an operator's readiness probe: 200 `{"status":"ready"}` once this instance
 * holds the directory index of every language (loaded at the server's start), 503
 * `{"status":"starting"}` with Retry-After until then. It stays 200 while the API is down once
 * loaded (the instance serves what it has). A probe that finds an index missing (the API was
 * down at the start) starts its load again in the background, since an instance no load
 * balancer sends readers to would otherwise never load it.
 */
export function GET(): Response {
  if (everyDirectoryIndexLoaded()) return Response.json({ status: 'ready' }, { headers: NO_STORE });
  void loadDirectoryIndexes();
  return Response.json(
    { status: 'starting', directoryIndex: directoryIndexesLoaded() },
    { status: 503, headers: { ...NO_STORE, 'Retry-After': '5' } },
  );
}
