/*
 * The directory's search rows, kept per business instead of per listing version, so that a
 * refresh writes only the businesses whose search rows change (search-sync.ts) and carries the
 * others over as they are.
 *
 * - directory_search: one row per business of a language's current search version, by `key`
 *   (its slug; a slug the listing repeats gets a suffix per repeat). `listed` and `twin` are
 *   digests of what the row was made from: the business as the listing stored it, and the words
 *   and category key the other language gave it; a row whose digests still match is kept.
 *   `position` (the business's place in the listing) and `name_rank` (a key in the order by
 *   name, with gaps, so that a renamed or new business takes a key between its neighbours' and
 *   the others keep theirs) are updated alone when only they change. `name` is what the order
 *   by name is worked out from without reading the listing again.
 * - directory_search_terms: one vocabulary per language, its counts kept by what each write
 *   adds and removes.
 * - directory_search_state: one row per language, naming the listing version the rows are of.
 *   A reader checks it in its snapshot (REPEATABLE READ): a search of an older version fails and
 *   reads the new one, as it did when the older version's rows went.
 *
 * The rows are emptied, and written again by the first writer of this release (reconcileSearch),
 * since rows of the previous shape carry no digests. The tables are altered, not replaced, so
 * that the grants an operator gave on them stay.
 */
export const searchRowsByBusinessMigration = {
  version: 6,
  name: 'directory search rows per business, carried over between versions',
  sql: `
    TRUNCATE directory_search, directory_search_terms, directory_search_state;

    ALTER TABLE directory_search DROP COLUMN version;
    ALTER TABLE directory_search ADD COLUMN key text NOT NULL,
      ADD COLUMN name text NOT NULL,
      ADD COLUMN listed text NOT NULL,
      ADD COLUMN twin text NOT NULL,
      ALTER COLUMN name_rank TYPE bigint,
      ADD PRIMARY KEY (locale, key);
    DROP INDEX IF EXISTS directory_search_by_category;
    DROP INDEX IF EXISTS directory_search_by_name;
    DROP INDEX IF EXISTS directory_search_by_date;
    CREATE INDEX directory_search_by_category ON directory_search (category_key, locale, position);
    CREATE INDEX directory_search_by_name ON directory_search (locale, name_rank);
    CREATE INDEX directory_search_by_date
      ON directory_search (locale, updated_at DESC, position);

    ALTER TABLE directory_search_terms DROP COLUMN version;
    ALTER TABLE directory_search_terms ADD PRIMARY KEY (locale, term);
    DROP INDEX IF EXISTS directory_search_terms_by_length;
    CREATE INDEX directory_search_terms_by_length ON directory_search_terms (locale, length);

    ALTER TABLE directory_search_state DROP CONSTRAINT directory_search_state_pkey;
    ALTER TABLE directory_search_state ADD PRIMARY KEY (locale);
  `,
};
