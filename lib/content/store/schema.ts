import type { DatabaseSync } from 'node:sqlite';
import { locales, type Locale } from '@/lib/i18n/routing';
import { CONTENT_KINDS } from '../content-entry';

/*
 * The index file's tables. Entries are stored once as JSON (what a result shows) and once as
 * analyzed terms in a contentless FTS5 table per language (what a search matches), both under
 * one id. Events also get a narrow row of their own, ordered by start, so that the What's on
 * listing and its facets read no JSON and no full-text index.
 */

/** Marks the file as ours: a SQLite file with another id is someone else's. */
const APPLICATION_ID = 0x4f424478;
/** Raised with every change of the tables below; `migrate` knows how to reach it. */
export const SCHEMA_VERSION = 6;

export const LOCALES: readonly Locale[] = locales;

/** The FTS5 columns, in order; their weights in ranking live in content-search.ts. */
export const FTS_COLUMNS = ['title', 'tags', 'other_title', 'summary', 'body', 'filters'] as const;
export const TEXT_COLUMNS = FTS_COLUMNS.filter((column) => column !== 'filters');

export function ftsTable(locale: Locale): string {
  return `entry_text_${locale}`;
}

export function termsTable(locale: Locale): string {
  return `terms_${locale}`;
}

function localeTables(locale: Locale): string {
  return `
    -- The analyzed terms of each entry (lib/directory/search/analyze.ts), space-separated, and
    -- its filter tokens. Contentless: the JSON in entries is what results show. (detail=column
    -- would be smaller, but bm25 then scores every contentless row 0.) The prefix indexes
    -- serve the word being typed (a longer prefix reads the few terms it starts).
    CREATE VIRTUAL TABLE ${ftsTable(locale)} USING fts5(
      ${FTS_COLUMNS.join(', ')},
      content = '', contentless_delete = 1, prefix = '2 3 4',
      tokenize = 'unicode61 remove_diacritics 0'
    );
    -- The vocabulary, for typo correction: every indexed term, a word it was read from (shown
    -- in "results for …"), and its first letter and length, by which candidates are narrowed.
    CREATE TABLE ${termsTable(locale)} (
      term TEXT PRIMARY KEY,
      word TEXT NOT NULL,
      head TEXT NOT NULL,
      length INTEGER NOT NULL,
      -- The kinds of the entries holding it (one bit per kind, entry-columns.ts): a kind no
      -- word of a query is in is counted without reading the full-text index.
      kinds INTEGER NOT NULL DEFAULT 0
    ) WITHOUT ROWID;
    CREATE INDEX ${termsTable(locale)}_by_shape ON ${termsTable(locale)} (head, length, term);
  `;
}

const SCHEMA = `
  CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
  -- At most one row: who writes, until when (ms since the epoch).
  CREATE TABLE writer_lease (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    holder TEXT NOT NULL,
    expires_at INTEGER NOT NULL
  );
  -- What the sync knows of each business per language, and how many entries of each kind it
  -- has (so that counting the index reads one row per business, not one per entry).
  CREATE TABLE businesses (
    locale TEXT NOT NULL,
    slug TEXT NOT NULL,
    updated_at TEXT,
    synced_at INTEGER,
    failure TEXT,
    failed_at INTEGER,
    ${CONTENT_KINDS.map((kind) => `count_${kind} INTEGER NOT NULL DEFAULT 0,`).join('\n    ')}
    -- The business as its entries name it (JSON), kept once for all of them.
    business TEXT,
    PRIMARY KEY (locale, slug)
  ) WITHOUT ROWID;
  -- counts() reads this index alone, not the businesses' JSON.
  CREATE INDEX businesses_counts ON businesses (
    locale, synced_at, ${CONTENT_KINDS.map((kind) => `count_${kind}`).join(', ')}
  );
  -- The id packs the kind and the verified flag in its low bits (entry-columns.ts), so that
  -- counts per kind and the verified boost read the full-text index alone.
  CREATE TABLE entries (
    id INTEGER PRIMARY KEY,
    locale TEXT NOT NULL,
    business_slug TEXT NOT NULL,
    kind TEXT NOT NULL,
    key TEXT NOT NULL,
    sort_title TEXT NOT NULL,
    data TEXT NOT NULL
  );
  CREATE UNIQUE INDEX entries_by_business ON entries (locale, business_slug, kind, key);
  CREATE TABLE events (
    id INTEGER PRIMARY KEY,
    locale TEXT NOT NULL,
    starts_at TEXT NOT NULL,
    -- The instant after which the event is no longer listed (its end, or its start).
    listed_until TEXT NOT NULL,
    sort_name TEXT NOT NULL,
    sort_title TEXT NOT NULL,
    category_slug TEXT NOT NULL,
    category TEXT NOT NULL,
    city_slugs TEXT NOT NULL,
    cities TEXT NOT NULL,
    regions TEXT NOT NULL,
    verified INTEGER NOT NULL
  );
  CREATE INDEX events_by_start ON events (locale, starts_at, sort_name, sort_title);
  -- The total and the category facet of a listing read this index alone.
  CREATE INDEX events_listing ON events (locale, listed_until, category_slug, verified, category);
  -- Each event once per city of its business: the city filter and the cities facet.
  CREATE TABLE event_cities (
    id INTEGER NOT NULL,
    city_slug TEXT NOT NULL,
    locale TEXT NOT NULL,
    listed_until TEXT NOT NULL,
    city TEXT NOT NULL,
    PRIMARY KEY (id, city_slug)
  ) WITHOUT ROWID;
  CREATE INDEX event_cities_listing ON event_cities (locale, listed_until, city_slug, city);
  ${LOCALES.map(localeTables).join('\n')}
`;

export class ContentIndexFileError extends Error {
  constructor(
    message: string,
    /** True when the file is safe to set aside and rebuild (not ours, or unreadable). */
    readonly rebuildable: boolean,
  ) {
    super(message);
    this.name = 'ContentIndexFileError';
  }
}

function pragmaNumber(db: DatabaseSync, name: string): number {
  const row = db.prepare(`PRAGMA ${name}`).get() as Record<string, number> | undefined;
  return Number(row?.[name] ?? 0);
}

/**
 * Creates the tables in a new file, or checks an existing one: ours (application id) and of a
 * version this code reads. Done in a write transaction, so that two processes opening a new
 * file at once create it once.
 */
export function ensureSchema(db: DatabaseSync, file: string): void {
  db.exec('BEGIN IMMEDIATE');
  try {
    const tables = db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table'");
    const isEmpty = Number((tables.get() as { n: number }).n) === 0;
    if (isEmpty) {
      db.exec(SCHEMA);
      db.exec(`PRAGMA application_id = ${APPLICATION_ID}`);
      db.exec(`PRAGMA user_version = ${SCHEMA_VERSION}`);
    } else {
      checkExisting(db, file);
    }
    db.exec('COMMIT');
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK');
    throw error;
  }
}

function checkExisting(db: DatabaseSync, file: string): void {
  if (pragmaNumber(db, 'application_id') !== APPLICATION_ID)
    throw new ContentIndexFileError(`${file} is a SQLite file of something else`, true);
  const version = pragmaNumber(db, 'user_version');
  if (version > SCHEMA_VERSION)
    throw new ContentIndexFileError(
      `${file} was written by a newer version of the site (content index schema ${version}, ` +
        `this one reads ${SCHEMA_VERSION}); set CONTENT_INDEX_DIR to another folder or upgrade`,
      false,
    );
  // A migration from version n would go here, in this transaction. Versions 1 to 5 (written
  // while the store was being built, never released) have none: such a file is set aside and
  // the sync rebuilds it.
  if (version < SCHEMA_VERSION)
    throw new ContentIndexFileError(
      `${file} has an older schema (${version}) that is rebuilt, not migrated`,
      true,
    );
}
