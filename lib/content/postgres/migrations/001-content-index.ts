/*
 * The content index's tables. Entries are stored once as JSON (what a result shows) with the
 * columns that filter and order them, and with their analyzed terms as a tsvector: the terms
 * lib/directory/search/analyze.ts makes (folded, stemmed, stop words dropped), written verbatim,
 * so that PostgreSQL matches exactly the words the embedded store matches. Weights say where a
 * term was read: A the title, B tags, business name and category and the other language's
 * title, C the summary, D the body. The vocabulary serves typo correction and prefixes. Events
 * get a narrow row of their own, ordered by start, for What's on and its facets.
 *
 * Sort keys and terms are compared byte by byte (COLLATE "C"), as the embedded store does, so
 * that both order alike whatever the database's locale.
 */
export const contentIndexMigration = {
  version: 1,
  name: 'content index',
  sql: `
    CREATE TABLE content_meta (key text PRIMARY KEY, value jsonb NOT NULL);

    -- At most one row: who writes the index for the whole cluster, until when.
    CREATE TABLE content_writer_lease (
      id smallint PRIMARY KEY CHECK (id = 1),
      holder text NOT NULL,
      expires_at timestamptz NOT NULL
    );

    CREATE TABLE content_businesses (
      locale text NOT NULL,
      slug text NOT NULL,
      updated_at text,
      synced_at bigint,
      failure text,
      failed_at bigint,
      -- Entries per kind, in the order of CONTENT_KINDS: counting the index reads one row per
      -- business, not one per entry.
      kind_counts integer[] NOT NULL DEFAULT '{0,0,0,0,0}',
      PRIMARY KEY (locale, slug)
    );

    CREATE TABLE content_entries (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      locale text NOT NULL,
      business_slug text NOT NULL,
      -- The kind's place in CONTENT_KINDS.
      kind smallint NOT NULL,
      key text NOT NULL,
      sort_title text COLLATE "C" NOT NULL,
      verified boolean NOT NULL,
      category_slug text NOT NULL,
      city_slugs text[] NOT NULL,
      regions text[] NOT NULL,
      terms tsvector NOT NULL,
      data jsonb NOT NULL
    );
    CREATE UNIQUE INDEX content_entries_by_business
      ON content_entries (locale, business_slug, kind, key);
    CREATE INDEX content_entries_by_terms ON content_entries USING gin (terms);
    CREATE INDEX content_entries_by_city ON content_entries USING gin (city_slugs);
    CREATE INDEX content_entries_by_category ON content_entries (locale, category_slug);

    CREATE TABLE content_events (
      id bigint PRIMARY KEY REFERENCES content_entries (id) ON DELETE CASCADE,
      locale text NOT NULL,
      starts_at timestamptz NOT NULL,
      -- The instant after which the event is no longer listed (its end, or its start).
      listed_until timestamptz NOT NULL,
      sort_name text COLLATE "C" NOT NULL,
      sort_title text COLLATE "C" NOT NULL,
      category_slug text NOT NULL,
      category text NOT NULL,
      city_slugs text[] NOT NULL,
      cities text[] NOT NULL,
      regions text[] NOT NULL,
      verified boolean NOT NULL
    );
    CREATE INDEX content_events_by_start
      ON content_events (locale, starts_at, sort_name, sort_title, id);

    -- Every indexed term of a language, a word it was read from (shown in "results for …"),
    -- and its first letter and length, by which typo candidates are narrowed.
    CREATE TABLE content_terms (
      locale text NOT NULL,
      term text COLLATE "C" NOT NULL,
      word text NOT NULL,
      head text NOT NULL,
      length smallint NOT NULL,
      PRIMARY KEY (locale, term)
    );
    CREATE INDEX content_terms_by_shape ON content_terms (locale, head, length);
  `,
};
