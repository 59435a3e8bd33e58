import { existingProcessWide, processWide } from '@/lib/async/process-wide.mjs';
import type { Directory } from '@/lib/directory/directory';
import type { Locale } from '@/lib/i18n/routing';
import type { Queryable } from '../pg-database';
import { PgDirectory } from './pg-directory';
import { facetsOfStored, type StoredFacets } from './stored-facets';

/*
 * What a rendering works out once per stored version for the whole cluster (the llms files'
 * plan: lib/companions/shared-llms-plan.ts), made by the writer inside the version's own
 * transaction and stored beside its facets, so that no instance ever sees the version without
 * it. The planner lives above this layer: the process that writes registers it at its start
 * (instrumentation.ts, scripts/sync.ts). It reads the version as an instance would, through a
 * PgDirectory on the writer's transaction, which alone sees the rows before the commit.
 */

/** The plan of a version as text, or null for none. */
export type VersionPlanner = (directory: Directory) => Promise<string | null>;

/** Every version this process writes from now on is planned by `planner` (null: by none). */
export function planEachStoredVersion(planner: VersionPlanner | null): void {
  processWide<{ planner: VersionPlanner | null }>('version-planner', '', () => ({
    planner,
  })).planner = planner;
}

/**
 * Plans the version just written in this transaction and stores the plan. A plan that fails
 * costs the version nothing: the savepoint undoes its statements, the column stays NULL and
 * instances plan it themselves.
 */
export async function storeVersionPlan(
  db: Queryable,
  locale: Locale,
  version: string,
  facets: string,
): Promise<void> {
  const planner = existingProcessWide<{ planner: VersionPlanner | null }>(
    'version-planner',
  )?.planner;
  if (!planner) return;
  const inThisTransaction = {
    transaction: <T>(work: (db: Queryable) => Promise<T>) => work(db),
  };
  const directory = new PgDirectory(
    inThisTransaction,
    locale,
    version,
    facetsOfStored(JSON.parse(facets) as StoredFacets, locale),
  );
  await db.query('SAVEPOINT version_plan');
  try {
    const plan = await planner(directory);
    await db.query('UPDATE directory_search_state SET llms_plan = $2 WHERE locale = $1', [
      locale,
      plan,
    ]);
    await db.query('RELEASE SAVEPOINT version_plan');
  } catch (error) {
    await db.query('ROLLBACK TO SAVEPOINT version_plan');
    console.warn(`llms files (${locale}): version ${version} stored without its plan`, error);
  }
}
