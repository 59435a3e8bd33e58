import { getContentSyncConfig } from '@/lib/config/content-sync-config';
import { getDatabaseConfig } from '@/lib/config/database-config';
import { getContentStore } from '@/lib/content/store';
import { listenToRevalidations } from '@/lib/content/sync/listen-to-revalidations';
import { startContentSync } from '@/lib/content/sync/start-content-sync';
import { startStoredListing, whenListingStored } from '@/lib/content/sync/start-listing-sync';
import { planLlmsFilesForCluster } from '@/lib/companions/directory-source';
import { stopWritingOnSignal } from '@/lib/content/sync/stop-writing';
import { getDirectoryIndex } from '@/lib/directory/directory-index';
import { locales } from '@/lib/i18n/routing';

/*
 * `npm run sync`: the cluster's sync without a web server, for a deployment whose instances all
 * run with CONTENT_SYNC=off: it takes the writer's lease in PostgreSQL (DATABASE_URL), reads the
 * listing from the API every API_CACHE_SECONDS and stores it (with its llms files' plan), and
 * fills the content index, as the writing instance would. Several may run: the lease lets one write at a time, and a
 * standby takes over within seconds of a writer stopped by SIGTERM or SIGINT, which gives the
 * lease up. With REDIS_URL it joins the instances' revalidation bus: a revalidation sent to any
 * instance makes it read the listing (and the business named) again, and each new listing it
 * stores is announced to the instances.
 */

/** How often the worker's own directory index asks for a new stored version. */
const INDEX_CHECK_MS = 30_000;

function main(): void {
  if (!getDatabaseConfig()) {
    console.error('npm run sync needs DATABASE_URL (a postgres:// URL)');
    process.exit(2);
  }
  // The llms files' plan of each version it stores, which the instances then read in one row.
  whenListingStored(planLlmsFilesForCluster);
  startStoredListing({ writes: true });
  // The content sync reads the listing from this process's directory index, which is read
  // from the stored listing: asked again on a timer, since no page asks for it here. Without
  // the content sync nothing here reads the index, and the listing's sync streams.
  if (getContentSyncConfig().enabled) {
    startContentSync(getContentStore);
    const checkIndex = () => {
      for (const locale of locales) void getDirectoryIndex(locale).catch(() => undefined);
    };
    checkIndex();
    setInterval(checkIndex, INDEX_CHECK_MS);
  }
  listenToRevalidations();
  // The process then ends as the signal asks; the lease runs out by itself if PostgreSQL
  // cannot be told in time.
  stopWritingOnSignal();
}

main();
