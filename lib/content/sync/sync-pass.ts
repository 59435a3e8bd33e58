import type { SyncState } from '../content-store';
import { syncBusiness, type BusinessSyncDeps } from './business-sync';
import { BatchedWrites, immediateWrites } from './entry-writes';
import { planPass, type Listings, type PassKind } from './sync-plan';
import { formatDuration, PROGRESS_INTERVAL_MS, progressLine, type SyncLog } from './sync-log';

/*
 * One pass of the sync: plan (sync-plan.ts), remove the businesses the listing dropped, then
 * read the others a few at a time, in listing order. Its progress is written to the store as
 * it goes (so a restarted server resumes it, and every instance's status endpoint shows it),
 * the writer's lease is renewed, and a business a revalidation asks for goes before the
 * pass's next one. A pass stops early, its state kept for a resume, when the lease is lost,
 * the sync is stopped, or the API looks down (several businesses in a row fail as an outage).
 */

export interface PassDeps extends Omit<BusinessSyncDeps, 'writes'> {
  /** Every language's listing, as the directory index has it now. */
  listings: Listings;
  renewLease(): Promise<boolean>;
  /** The next business a revalidation asked for, if any. */
  nextRequested(): string | undefined;
  stopped(): boolean;
  log: SyncLog;
  /** Businesses read at once. */
  concurrency: number;
}

type PassEnd = 'done' | 'api-down' | 'lease-lost' | 'stopped';

export interface PassOutcome {
  end: PassEnd;
  done: number;
  total: number;
  failed: number;
  removed: number;
}

/** Businesses in a row that fail as an outage before a pass stops for the API. */
export const OUTAGE_STREAK = 8;
const STATE_WRITE_INTERVAL_MS = 2_000;
const LEASE_RENEW_INTERVAL_MS = 20_000;

type Pass = NonNullable<SyncState['pass']>;

export async function runPass(
  kind: PassKind,
  deps: PassDeps,
  resumed: Pass | null,
): Promise<PassOutcome> {
  const { store, log } = deps;
  const startedAt = resumed?.startedAt ?? Date.now();
  const plan = await planPass(
    kind,
    deps.listings,
    (locale) => store.syncedBusinesses(locale),
    kind === 'full' && resumed ? startedAt : null,
  );
  // Nothing changed: the usual case of a new index, and not worth a line in the log.
  if (kind === 'changes' && !resumed && plan.toSync.length === 0 && plan.toRemove.length === 0)
    return { end: 'done', done: 0, total: 0, failed: 0, removed: 0 };
  const pass: Pass = {
    kind,
    startedAt,
    done: resumed?.done ?? 0,
    total: (resumed?.done ?? 0) + plan.toSync.length,
    failed: resumed?.failed ?? 0,
  };
  const state = await store.readSyncState();
  await store.writeSyncState({ ...state, pass });
  log.info(
    `${kind} pass ${resumed ? 'resumed' : 'started'}: ${plan.toSync.length} businesses to read, ${plan.toRemove.length} to remove`,
  );
  for (const slug of plan.toRemove) await store.removeBusiness(slug);

  const began = Date.now();
  let doneThisRun = 0;
  let outageStreak = 0;
  let end: PassEnd = 'done';
  let next = 0;
  let lastStateWrite = Date.now();
  let lastProgress = Date.now();
  let lastRenewal = Date.now();

  // The pass's businesses in batches; one a revalidation asked for at once, after the batch
  // (which may hold an older reading of the same business).
  const batched = new BatchedWrites(store);
  const atOnce = immediateWrites(store);
  const one = async (slug: string, counted: boolean) => {
    if (!counted) await batched.flush();
    const { failures } = await syncBusiness(slug, { ...deps, writes: counted ? batched : atOnce });
    for (const failure of failures)
      log.warn(`${slug} (${failure.locale}) failed, last good entries kept: ${failure.message}`);
    outageStreak = failures.some((failure) => failure.outage) ? outageStreak + 1 : 0;
    if (!counted) return;
    pass.done += 1;
    doneThisRun += 1;
    if (failures.length > 0) pass.failed += 1;
  };

  const checkpoint = async () => {
    const now = Date.now();
    if (now - lastRenewal >= LEASE_RENEW_INTERVAL_MS) {
      lastRenewal = now;
      if (!(await deps.renewLease())) end = 'lease-lost';
    }
    if (now - lastStateWrite >= STATE_WRITE_INTERVAL_MS) {
      lastStateWrite = now;
      // What the state counts as done is written first.
      await batched.flush();
      await store.writeSyncState({ ...(await store.readSyncState()), pass: { ...pass } });
    }
    if (now - lastProgress >= PROGRESS_INTERVAL_MS) {
      lastProgress = now;
      log.info(progressLine(kind, pass, now - began, doneThisRun));
    }
  };

  const worker = async () => {
    while (end === 'done') {
      if (deps.stopped()) end = 'stopped';
      else if (outageStreak >= OUTAGE_STREAK) end = 'api-down';
      if (end !== 'done') return;
      const requested = deps.nextRequested();
      if (requested !== undefined) await one(requested, false);
      else if (next < plan.toSync.length) await one(plan.toSync[next++] as string, true);
      else return;
      await checkpoint();
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, deps.concurrency) }, worker));
  await batched.flush();

  const after = await store.readSyncState();
  if (end === 'done') {
    const endedAt = Date.now();
    await store.writeSyncState({
      pass: null,
      lastPassEndedAt: endedAt,
      lastFullPassAt: kind === 'full' ? startedAt : after.lastFullPassAt,
    });
    log.info(
      `${kind} pass done: ${pass.done} businesses in ${formatDuration(endedAt - startedAt)}, ${pass.failed} failed, ${plan.toRemove.length} removed`,
    );
  } else {
    if (end !== 'lease-lost') await store.writeSyncState({ ...after, pass: { ...pass } });
    log.warn(`${kind} pass paused (${end}) at ${pass.done}/${pass.total}; it resumes later`);
  }
  return {
    end,
    done: pass.done,
    total: pass.total,
    failed: pass.failed,
    removed: plan.toRemove.length,
  };
}
