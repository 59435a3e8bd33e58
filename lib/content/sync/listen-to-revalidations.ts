import { reloadDirectories } from '@/lib/directory/directories';
import { clearMemoryCaches } from '@/lib/directory/memory-caches';
import { joinRevalidationBus } from '@/lib/shared-cache/revalidation-bus';
import { requestContentSync } from './start-content-sync';

/*
 * What a process does with what the revalidation bus (REDIS_URL) brings. Every server joins it
 * (instrumentation.ts), and so does `npm run sync`, so a revalidation sent to any instance
 * reaches the cluster's writer wherever it runs:
 * - another instance's revalidation, once the API answered its probe: the in-memory caches
 *   reload (in the writer of the stored listing, after it has read the listing from the API
 *   and stored it: see lib/directory/directory-index.ts), and the writer's content sync reads
 *   the business named again;
 * - a new stored listing (DATABASE_URL): the directory index reads it now instead of at its
 *   next version check.
 */

export function listenToRevalidations(): void {
  joinRevalidationBus(
    async (notice) => {
      if (!notice.fresh) return;
      await clearMemoryCaches();
      requestContentSync(notice.slug);
    },
    () => reloadDirectories(),
  );
}
