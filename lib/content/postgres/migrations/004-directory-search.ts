/*
 * The directory's business search for the whole cluster: what the embedded engine
 * (lib/directory/search) builds in each instance's memory, written once by the listing's writer
 * in the transaction that stores a listing version, so that every search row belongs to a whole
 * stored listing and instances build no engine at all.
 *
 * - directory_search: one row per business of a language's listing version. `terms` holds the
 *   terms the embedded engine indexes (analyze.ts: folded, stemmed, stop words dropped; each
 *   once, in the highest field holding it), written verbatim with the field as the lexeme's
 *   position (1 name … 6 addresses and body), so the engine's field boosts can be applied
 *   exactly. `gives` is the words the business gives its document in the other language (its
 *   name, category and types), `category_key` its category page's key.
 * - directory_search_terms: the vocabulary of each version, with each term's document count
 *   (its IDF), a word it was read from (the first met, for "did you mean"), and its length (by
 *   which typo candidates are narrowed).
 * - directory_search_state: which versions have their search rows, with the document count, a
 *   revision (the rows of a version are written again when the other language's words change),
 *   and digests of the words each language gives the other and was built with.
 *
 * The full-text index is one per language: a search reads one language only, and an index of
 * both would make a common word's search visit twice the rows.
 */
export const directorySearchMigration = {
  version: 4,
  name: 'directory search per language and listing version',
  sql: `
    CREATE TABLE directory_search_state (
      locale text NOT NULL,
      version bigint NOT NULL,
      documents integer NOT NULL,
      revision integer NOT NULL,
      gives_digest text NOT NULL,
      twin_digest text NOT NULL,
      PRIMARY KEY (locale, version)
    );

    CREATE TABLE directory_search (
      locale text NOT NULL,
      version bigint NOT NULL,
      position integer NOT NULL,
      slug text NOT NULL,
      terms tsvector NOT NULL,
      category_key text NOT NULL,
      city_slugs text[] NOT NULL,
      regions text[] NOT NULL,
      verified boolean NOT NULL,
      -- Rank by name in the language's collation (ties in listing order), worked out by the writer.
      name_rank integer NOT NULL,
      updated_at text COLLATE "C" NOT NULL,
      gives text NOT NULL,
      PRIMARY KEY (locale, version, position)
    );
    CREATE INDEX directory_search_text_en ON directory_search USING gin (terms)
      WHERE locale = 'en';
    CREATE INDEX directory_search_text_fr ON directory_search USING gin (terms)
      WHERE locale = 'fr';
    -- A category's businesses without a text; the whole directory by name or by date.
    CREATE INDEX directory_search_by_category
      ON directory_search (category_key, locale, version, position);
    CREATE INDEX directory_search_by_name ON directory_search (locale, version, name_rank);
    CREATE INDEX directory_search_by_date
      ON directory_search (locale, version, updated_at DESC, position);

    CREATE TABLE directory_search_terms (
      locale text NOT NULL,
      version bigint NOT NULL,
      term text COLLATE "C" NOT NULL,
      documents integer NOT NULL,
      word text NOT NULL,
      -- The order terms were first met in: ties between typo candidates go to the first.
      ordinal integer NOT NULL,
      length smallint NOT NULL,
      PRIMARY KEY (locale, version, term)
    );
    CREATE INDEX directory_search_terms_by_length
      ON directory_search_terms (locale, version, length);
  `,
};
