/*
 * directory_search_state gains `filter_groups`: the language's businesses counted by each
 * combination of the search filters' values they hold (category, cities, regions, verified),
 * written by the writer with the facets. A search without text reads its total and its facets'
 * counts from these groups instead of counting its businesses (search/filter-groups.ts), so that
 * a filter over much of a large directory costs what a small one does.
 *
 * NULL until the writer of this release writes a version: a search then counts in SQL, as
 * before. Nothing is emptied, since every row stays valid.
 */
export const filterGroupsMigration = {
  version: 8,
  name: 'the businesses counted by filter values, beside the facets',
  sql: `
    ALTER TABLE directory_search_state ADD COLUMN filter_groups text;
  `,
};
