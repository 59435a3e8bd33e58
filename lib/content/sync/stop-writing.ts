import { runBeforeSignalExit } from '@/lib/async/before-signal-exit';
import { getContentStore } from '../store';
import { runningContentSync, syncHolder } from './start-content-sync';
import { runningListingSync } from './start-listing-sync';
import { consoleSyncLog } from './sync-log';

/*
 * A process that may write (a server with the content sync on, `npm run sync`) gives the
 * writer's lease up when it is told to stop, so that another process, or this one restarted,
 * writes at once instead of after the lease runs out (LEASE_TTL_MS): its syncs take no new
 * work, the one under way may end, and the lease's row goes. A process that is killed outright
 * leaves the lease to run out by itself.
 */

/** How long the work under way (a listing, a business) may take to end before the release. */
const FINISH_MS = 2_000;
/** Past this the process exits anyway; the lease then runs out by itself. */
const STOP_BOUND_MS = 5_000;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref?.());

/** Stops this process's syncs and gives the writer's lease up if it held it. */
async function stopWriting(finishMs = FINISH_MS): Promise<void> {
  const syncs = [runningListingSync(), runningContentSync()].filter((sync) => sync !== undefined);
  const writer = syncs.some((sync) => sync.isWriter());
  await Promise.race([Promise.all(syncs.map((sync) => sync.stop())), pause(finishMs)]);
  if (!writer) return;
  try {
    await getContentStore().releaseWriterLease(syncHolder());
    consoleSyncLog.info("stopping: the writer's lease is given up");
  } catch (error) {
    consoleSyncLog.warn(`stopping: the writer's lease runs out by itself (${String(error)})`);
  }
}

/** On SIGTERM or SIGINT, stopWriting() before the process's own handlers (Next's) exit. */
export function stopWritingOnSignal(): void {
  runBeforeSignalExit(() => stopWriting(), STOP_BOUND_MS);
}
