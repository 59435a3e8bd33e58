/*
 * The category's index led by the language: the planner took it to select a language alone
 * (every entry of it) and combined that with the full-text match, reading the whole language's
 * index for every search. Led by the category, it serves the category filter only.
 */
export const categoryIndexMigration = {
  version: 2,
  name: 'category index led by the category',
  sql: `
    DROP INDEX content_entries_by_category;
    CREATE INDEX content_entries_by_category ON content_entries (category_slug, locale);
  `,
};
