/*
 * The directory read from PostgreSQL (lib/content/postgres/directory): an instance keeps only
 * each language's facets and reads businesses by indexed queries on the search rows, hydrated
 * from the listing's JSON at the same position.
 *
 * - directory_search gains what the facets are worked out from without reading the listing's
 *   JSON: `category` (the business's category name in the row's language: the French rows name
 *   the French category under the English key, the aliases of category names), `cities` (its
 *   cities' spellings, one per slug of `city_slugs`, in the same order) and `updated_ms`
 *   (Date.parse of its updatedAt, NULL when it has none or none that parses: what `?since=`
 *   compares, with the semantics of lib/directory/updated-since.ts).
 * - Indexes for the directory's reads: by position (a page of the whole directory, a search's
 *   results, streams by keyset), by slug (a profile), by city (a city's page; one per language,
 *   as the full-text indexes), by updated_ms (counts since a date).
 * - directory_search_state gains the facets of the rows it names, written by the writer in the
 *   same transaction as the rows: `facets` (categories, cities, regions, aliases, latest update:
 *   read when an instance opens the version) and `region_facets` (each city's regions and each
 *   region's categories and cities, read at the first question about regions).
 *
 * The rows are emptied, as in migration 006, and written again by the first writer of this
 * release (reconcileSearch); until then the search and the stored directory answer 503. Columns
 * are added to existing tables, not new tables, so the grants an operator gave stay sufficient.
 */
export const storedDirectoryMigration = {
  version: 7,
  name: 'the directory read from the search rows: facets, names and indexes',
  sql: `
    TRUNCATE directory_search, directory_search_terms, directory_search_state;

    ALTER TABLE directory_search ADD COLUMN category text NOT NULL,
      ADD COLUMN cities text[] NOT NULL,
      ADD COLUMN updated_ms bigint;
    CREATE INDEX directory_search_by_position ON directory_search (locale, position);
    CREATE INDEX directory_search_by_slug ON directory_search (locale, slug, position);
    CREATE INDEX directory_search_by_city_en ON directory_search USING gin (city_slugs)
      WHERE locale = 'en';
    CREATE INDEX directory_search_by_city_fr ON directory_search USING gin (city_slugs)
      WHERE locale = 'fr';
    CREATE INDEX directory_search_by_update ON directory_search (locale, updated_ms);

    ALTER TABLE directory_search_state ADD COLUMN facets text NOT NULL,
      ADD COLUMN region_facets text NOT NULL;
  `,
};
