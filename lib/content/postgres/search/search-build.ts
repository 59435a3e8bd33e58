import { createHash } from 'node:crypto';
import type { ListedBusiness } from '@/lib/directory/listed-business';
import type { Locale } from '@/lib/i18n/routing';
import type { Queryable } from '../pg-database';
import { entryOf, searchRowOf, VocabularyCount, type SearchRow, type TwinRow } from './search-row';

/*
 * Writes the search rows of one language's listing version, inside the writer's transaction:
 * read from the listing rows of that version (so the rows are always those of a whole stored
 * listing), in two passes: the names first (the rank by name needs them all), then each
 * business's row, in batches, then the version's vocabulary and its state row.
 */

/** Rows per read and per insert. */
const BATCH = 1_000;
/** Vocabulary rows per insert. */
const TERMS_BATCH = 5_000;

async function* storedBusinesses(
  db: Queryable,
  locale: Locale,
  version: string,
): AsyncGenerator<ListedBusiness> {
  let position = 0;
  for (;;) {
    const rows = await db.query<{ business: string }>(
      `SELECT business FROM directory_listing
       WHERE locale = $1 AND version = $2 AND position >= $3 ORDER BY position LIMIT $4`,
      [locale, version, position, BATCH],
    );
    for (const row of rows) yield JSON.parse(row.business) as ListedBusiness;
    if (rows.length < BATCH) return;
    position += rows.length;
  }
}

/** Each position's rank by name, as the embedded engine sorts (the collator, then the listing). */
function nameRanks(names: readonly string[], locale: Locale): Int32Array {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const order = names
    .map((_, position) => position)
    .sort((a, b) => collator.compare(names[a]!, names[b]!) || a - b);
  const ranks = new Int32Array(names.length);
  order.forEach((position, rank) => {
    ranks[position] = rank;
  });
  return ranks;
}

async function insertRows(
  db: Queryable,
  locale: Locale,
  version: string,
  first: number,
  rows: SearchRow[],
  ranks: Int32Array,
): Promise<void> {
  const column = <K extends keyof SearchRow>(key: K) => rows.map((row) => row[key]);
  await db.query(
    `INSERT INTO directory_search (locale, version, position, slug, terms, category_key,
       city_slugs, regions, verified, name_rank, updated_at, gives)
     SELECT $1, $2, $3::int + (r.n::int - 1), r.slug, r.terms::tsvector, r.category_key,
       string_to_array(r.cities, ' '), string_to_array(r.regions, ' '), r.verified,
       r.name_rank, r.updated_at, r.gives
     FROM unnest($4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::bool[],
       $10::int[], $11::text[], $12::text[])
       WITH ORDINALITY AS r(slug, terms, category_key, cities, regions, verified, name_rank,
         updated_at, gives, n)`,
    [
      locale,
      version,
      first,
      column('slug'),
      column('terms'),
      column('categoryKey'),
      column('cities'),
      column('regions'),
      column('verified'),
      Array.from(ranks.subarray(first, first + rows.length)),
      column('updatedAt'),
      column('gives'),
    ],
  );
}

async function insertVocabulary(
  db: Queryable,
  locale: Locale,
  version: string,
  vocabulary: VocabularyCount,
): Promise<void> {
  const terms = [...vocabulary.terms];
  for (let at = 0; at < terms.length; at += TERMS_BATCH) {
    const batch = terms.slice(at, at + TERMS_BATCH);
    await db.query(
      `INSERT INTO directory_search_terms (locale, version, term, documents, word, ordinal, length)
       SELECT $1, $2, t.term, t.documents, t.word, t.ordinal, char_length(t.term)
       FROM unnest($3::text[], $4::int[], $5::text[], $6::int[]) AS t(term, documents, word, ordinal)`,
      [
        locale,
        version,
        batch.map(([term]) => term),
        batch.map(([, counted]) => counted.documents),
        batch.map(([, counted]) => counted.word),
        batch.map(([, counted]) => counted.ordinal),
      ],
    );
  }
}

export interface SearchVersionBuild {
  locale: Locale;
  version: string;
  /** The other language's rows by slug (empty while it has none). */
  twins: ReadonlyMap<string, TwinRow>;
  /** The digest of the other language's words it was built with ('' without them). */
  twinDigest: string;
  revision: number;
}

/** Writes the version's search rows, vocabulary and state; resolves with the digest of its words. */
export async function buildSearchVersion(
  db: Queryable,
  build: SearchVersionBuild,
): Promise<string> {
  const { locale, version, twins } = build;
  const names: string[] = [];
  for await (const business of storedBusinesses(db, locale, version)) names.push(business.name);
  const ranks = nameRanks(names, locale);
  const vocabulary = new VocabularyCount();
  const gives = createHash('sha256');
  let position = 0;
  let batch: SearchRow[] = [];
  for await (const business of storedBusinesses(db, locale, version)) {
    const twin = twins.get(business.slug);
    const row = searchRowOf(entryOf(business, locale, twin), twin, vocabulary);
    gives.update(`${row.slug}\t${row.gives}\t${row.categoryKey}\n`);
    batch.push(row);
    if (batch.length === BATCH) {
      await insertRows(db, locale, version, position, batch, ranks);
      position += batch.length;
      batch = [];
    }
  }
  if (batch.length > 0) await insertRows(db, locale, version, position, batch, ranks);
  await insertVocabulary(db, locale, version, vocabulary);
  const givesDigest = gives.digest('hex');
  await db.query(
    `INSERT INTO directory_search_state
       (locale, version, documents, revision, gives_digest, twin_digest)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [locale, version, names.length, build.revision, givesDigest, build.twinDigest],
  );
  return givesDigest;
}

/** What each business of a built version gives the other language, by slug. */
export async function twinRowsOf(
  db: Queryable,
  locale: Locale,
  version: string,
): Promise<Map<string, TwinRow>> {
  const rows = await db.query<{ slug: string; gives: string; category_key: string }>(
    'SELECT slug, gives, category_key FROM directory_search WHERE locale = $1 AND version = $2',
    [locale, version],
  );
  return new Map(
    rows.map((row) => [row.slug, { gives: row.gives, categoryKey: row.category_key }]),
  );
}

/** Removes a version's search rows, vocabulary and state. */
export async function dropSearchVersion(
  db: Queryable,
  locale: Locale,
  version: string,
): Promise<void> {
  for (const table of ['directory_search', 'directory_search_terms', 'directory_search_state'])
    await db.query(`DELETE FROM ${table} WHERE locale = $1 AND version = $2`, [locale, version]);
}
