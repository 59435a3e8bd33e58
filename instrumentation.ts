/**
 * Runs once when the Next.js server starts, and patches the Node.js ServerResponse four times,
 * each for a Next.js issue or limit that e2e/framework-workarounds.spec.ts checks is still there:
 * - keep `Vary: Accept` on HTML pages despite vercel/next.js#85999 (lib/http/keep-vary-accept.ts);
 * - answer 503 + Retry-After with a friendly page instead of a 500 when the request met a
 *   Directory API outage, since a page cannot choose its status
 *   (lib/resilience/unavailable-response.ts), which needs each request scoped with an outage
 *   flag of its own (lib/resilience/request-outage-scope.ts);
 * - keep the internal path of a rewrite, which Next always sends, out of text and JSON files
 *   (lib/http/hide-rewrite-target.ts);
 * - answer a route handler's ETag with a 304, which Next does for pages only
 *   (lib/http/conditional-get.ts).
 * The directory index of both languages starts loading with the server, not awaited, and their
 * search engines are built once it is loaded (lib/directory/directory-readiness.ts): a profile
 * shows its related businesses only from an index already loaded, so without it the first
 * profiles a fresh server rendered (and cached, with their Markdown twins) would lack them. A
 * start while the API is down neither waits nor fails: the failure is logged and the first
 * reader's lazy load tries again. GET /api/health answers 200 once both are loaded and
 * searchable, for a load balancer's readiness probe.
 * Each new directory index has its llms files planned in the background
 * (lib/companions/directory-source.ts), so /llms.txt never measures a whole directory's lines
 * on a reader's request (a stored directory's are planned by the writer, for every instance), and is told to the content sync (lib/content/sync), which fills the
 * content index in the background from then on (GET /api/health/content reports it).
 * With DATABASE_URL, the directory index is read from the listing stored in PostgreSQL, which
 * the process holding the writer's lease reads from the API for the whole cluster, and the
 * business search answers from the search rows it stores with each listing (no engine is built
 * in memory, unless DIRECTORY_SEARCH=memory). An instance that may write gives that lease up
 * when it is told to stop, before Next closes the server (lib/content/sync/stop-writing.ts), so
 * another process writes at once.
 * With REDIS_URL set, this instance also listens for the revalidations other instances receive
 * and reloads its in-memory caches (the directory index) when the API answered, and for the
 * writer's notice of a new stored listing (lib/content/sync/listen-to-revalidations.ts); the
 * process that writes the content index reads the business named again.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    // Off only in e2e/framework-workarounds.spec.ts, which checks that Next still needs each.
    if (process.env.FRAMEWORK_WORKAROUNDS !== 'off') {
      await import('./lib/http/install-keep-vary-accept');
      await import('./lib/resilience/install-unavailable-response');
      await import('./lib/http/install-hide-rewrite-target');
      await import('./lib/http/install-conditional-get');
    }
    if (process.env.NEXT_PHASE !== 'phase-production-build') {
      const { whenDirectoryOpened } = await import('./lib/directory/directories');
      const { planLlmsFilesAhead } = await import('./lib/companions/directory-source');
      whenDirectoryOpened(planLlmsFilesAhead);
      // Before the first index loads, so that the sync hears of it (lib/content/sync); not
      // with CONTENT_SYNC=off, an instance that only reads the index.
      const { getContentSyncConfig } = await import('./lib/config/content-sync-config');
      // DATABASE_URL: the index reads the cluster's stored listing, and the process that holds
      // the writer's lease reads the API for all (lib/content/sync/start-listing-sync.ts).
      if (process.env.DATABASE_URL) {
        const { startStoredListing, whenListingStored } =
          await import('./lib/content/sync/start-listing-sync');
        // The writer plans the llms files of each version it stores, for every instance.
        const { planLlmsFilesForCluster } = await import('./lib/companions/directory-source');
        whenListingStored(planLlmsFilesForCluster);
        startStoredListing({ writes: getContentSyncConfig().enabled });
        // And its search rows, which the writer stores with each listing: no engine is built.
        const { startStoredSearch } =
          await import('./lib/content/postgres/search/start-stored-search');
        startStoredSearch();
      }
      if (getContentSyncConfig().enabled) {
        const { startContentSync } = await import('./lib/content/sync/start-content-sync');
        const { getContentStore } = await import('./lib/content/store');
        startContentSync(getContentStore);
        const { stopWritingOnSignal } = await import('./lib/content/sync/stop-writing');
        stopWritingOnSignal();
      }
      const { prepareDirectory } = await import('./lib/directory/directory-readiness');
      void prepareDirectory();
    }
    // Not while `next build` prerenders: a build needs no Redis.
    if (process.env.REDIS_URL && process.env.NEXT_PHASE !== 'phase-production-build') {
      const { listenToRevalidations } = await import('./lib/content/sync/listen-to-revalidations');
      listenToRevalidations();
    }
  }
}
