/*
 * The directory's listing for the whole cluster: the instance that writes (the writer's lease)
 * reads the listing from the API and stores it here, every other instance builds its directory
 * index from these rows instead of reading the API. Each language's listing is kept under a
 * version: a refresh writes its rows under a new version, flips the state row to it and deletes
 * the old rows in one transaction, so a reader only ever sees a whole listing (one whose rows go
 * while it reads fails, and reads the new version).
 * `business` holds the fields the listing index reads (lib/directory/listed-business.ts) as
 * JSON text: jsonb refuses a \u0000 that an API's string may hold, and nothing queries inside it.
 */
export const directoryListingMigration = {
  version: 3,
  name: 'directory listing per language, versioned',
  sql: `
    CREATE SEQUENCE directory_listing_versions;

    -- One row per language once its listing has been written: the version readers load.
    CREATE TABLE directory_listing_state (
      locale text PRIMARY KEY,
      version bigint NOT NULL,
      businesses integer NOT NULL,
      -- SHA-256 of the listing as written: a refresh that reads the same listing changes nothing.
      digest text NOT NULL,
      written_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE directory_listing (
      locale text NOT NULL,
      version bigint NOT NULL,
      position integer NOT NULL,
      slug text NOT NULL,
      business text NOT NULL,
      PRIMARY KEY (locale, version, position)
    );
  `,
};
