import { createHash } from 'node:crypto';
import type { ListedBusiness } from '@/lib/directory/listed-business';
import type { Locale } from '@/lib/i18n/routing';
import { storedFacetsOfRows } from '../directory/facets-write';
import { sampleDirectoryTables } from './directory-statistics';
import { withoutNul } from '../entry-rows';
import type { Queryable } from '../pg-database';
import { orderKeys } from './order-keys';
import { planSearchRows, type SearchPlan } from './search-plan';
import { entryOf, searchRowOf, VocabularyCount, type TwinRow } from './search-row';
import {
  byPosition,
  deleteRows,
  moveRows,
  termsOfRows,
  upsertRows,
  type WrittenRow,
} from './search-rows-write';
import { applyVocabularyChange, VocabularyChange } from './search-terms-write';

/*
 * Brings one language's search rows to a listing version, inside the writer's transaction:
 * only the businesses whose row changes (search-plan.ts) are read from the listing, analysed
 * and written; the others are carried over, their place or rank by name updated when it moved;
 * rows of businesses gone are removed; the vocabulary follows (search-terms-write.ts), and so do
 * the stored directory's facets (../directory/facets-write.ts). The rows are always those of a
 * whole stored listing, and readers see the change only at the commit.
 */

/** Rows per read and per write. */
const BATCH = 1_000;

export interface SearchVersionBuild {
  locale: Locale;
  version: string;
  /** The other language's rows by slug (empty while it has none). */
  twins: ReadonlyMap<string, TwinRow>;
  /** The digest of the other language's words it was built with ('' without them). */
  twinDigest: string;
  revision: number;
}

/**
 * The businesses at `positions` (ascending), a batch at a time. The version's rows were inserted
 * in this transaction, so the planner's statistics know nothing of them: it takes the version
 * for a few rows and reads all of them, the list of positions a mere filter. The batch's range
 * of positions bounds the index scan whatever the plan; the batches' ranges do not overlap, so
 * all the batches together read each row of the version at most once.
 */
async function* changedBusinesses(
  db: Queryable,
  build: SearchVersionBuild,
  positions: readonly number[],
): AsyncGenerator<[number, ListedBusiness]> {
  for (let at = 0; at < positions.length; at += BATCH) {
    const batch = positions.slice(at, at + BATCH);
    const rows = await db.query<{ position: number; business: string }>(
      `SELECT position, business FROM directory_listing
       WHERE locale = $1 AND version = $2 AND position BETWEEN $3 AND $4
         AND position = ANY($5::int[])
       ORDER BY position`,
      [build.locale, build.version, batch[0], batch[batch.length - 1], batch],
    );
    for (const row of rows) yield [row.position, JSON.parse(row.business) as ListedBusiness];
  }
}

/** Each position's key in the order by name (the collator, then the listing), old keys kept. */
function nameRanks(plan: SearchPlan, names: readonly string[], locale: Locale): number[] {
  // Same names at the same places (a write for the other language's words): the same order,
  // without sorting every name again.
  const same =
    plan.gone.length === 0 &&
    plan.rows.every(
      ({ stored }, position) => stored?.position === position && stored.name === names[position],
    );
  if (same) return plan.rows.map((row) => row.stored!.nameRank);
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const order = names
    .map((_, position) => position)
    .sort((a, b) => collator.compare(names[a]!, names[b]!) || a - b);
  const keys = orderKeys(order.map((position) => plan.rows[position]!.stored?.nameRank ?? null));
  const ranks = new Array<number>(names.length);
  order.forEach((position, at) => (ranks[position] = keys[at]!));
  return ranks;
}

/** The names of the changed businesses, read first: the order by name needs every name. */
async function namesOf(db: Queryable, build: SearchVersionBuild, plan: SearchPlan) {
  const names = plan.rows.map((row) => row.stored?.name ?? '');
  for await (const [position, business] of changedBusinesses(db, build, plan.changed))
    names[position] = withoutNul(business.name);
  return names;
}

/** Writes what the version changes; resolves with the digest of the words it gives the other. */
export async function syncSearchVersion(db: Queryable, build: SearchVersionBuild): Promise<string> {
  const { locale, twins } = build;
  const plan = await planSearchRows(db, locale, build.version, twins);
  const ranks = nameRanks(plan, await namesOf(db, build, plan), locale);
  const replaced = plan.changed.flatMap((at) => {
    const { key, stored } = plan.rows[at]!;
    return stored ? [{ key, position: stored.position }] : [];
  });
  const vocabulary = new VocabularyCount();
  const change = new VocabularyChange(vocabulary);
  const dropped = byPosition([...replaced, ...plan.gone]);
  for (let at = 0; at < dropped.length; at += BATCH)
    for (const terms of await termsOfRows(db, locale, dropped.slice(at, at + BATCH)))
      change.remove(terms);
  const gives = plan.rows.map(
    (row) => row.stored && { gives: row.stored.gives, key: row.stored.categoryKey },
  );
  let batch: WrittenRow[] = [];
  for await (const [position, business] of changedBusinesses(db, build, plan.changed)) {
    const planned = plan.rows[position]!;
    const twin = twins.get(business.slug);
    const row = searchRowOf(entryOf(business, locale, twin), twin, vocabulary);
    gives[position] = { gives: row.gives, key: row.categoryKey };
    batch.push({
      ...row,
      key: planned.key,
      position,
      name: withoutNul(business.name),
      nameRank: ranks[position]!,
      listed: planned.listed,
      twin: planned.twin,
    });
    if (batch.length === BATCH) {
      await upsertRows(db, locale, batch);
      batch = [];
    }
  }
  if (batch.length > 0) await upsertRows(db, locale, batch);
  const changed = new Set(plan.changed);
  const moved = byPosition(
    plan.rows.flatMap((row, position) =>
      !changed.has(position) &&
      (row.stored!.position !== position || row.stored!.nameRank !== ranks[position])
        ? [
            {
              key: row.key,
              position: row.stored!.position,
              to: position,
              nameRank: ranks[position]!,
            },
          ]
        : [],
    ),
  );
  for (let at = 0; at < moved.length; at += BATCH)
    await moveRows(db, locale, moved.slice(at, at + BATCH));
  const gone = byPosition(plan.gone);
  for (let at = 0; at < gone.length; at += BATCH)
    await deleteRows(db, locale, gone.slice(at, at + BATCH));
  await applyVocabularyChange(db, locale, change);
  const digest = createHash('sha256');
  plan.rows.forEach((row, position) =>
    digest.update(`${row.slug}\t${gives[position]!.gives}\t${gives[position]!.key}\n`),
  );
  const givesDigest = digest.digest('hex');
  await sampleDirectoryTables(db);
  // The stored directory's facets, of the rows just written (lib/content/postgres/directory).
  const { facets, regionFacets, filterGroups } = await storedFacetsOfRows(db, locale);
  await db.query(
    `INSERT INTO directory_search_state (locale, version, documents, revision, gives_digest,
       twin_digest, facets, region_facets, filter_groups)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (locale) DO UPDATE SET version = excluded.version,
       documents = excluded.documents, revision = excluded.revision,
       gives_digest = excluded.gives_digest, twin_digest = excluded.twin_digest,
       facets = excluded.facets, region_facets = excluded.region_facets,
       filter_groups = excluded.filter_groups, llms_plan = NULL`,
    [
      locale,
      build.version,
      plan.rows.length,
      build.revision,
      givesDigest,
      build.twinDigest,
      facets,
      regionFacets,
      filterGroups,
    ],
  );
  return givesDigest;
}
