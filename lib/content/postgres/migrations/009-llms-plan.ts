/*
 * directory_search_state gains `llms_plan`: the layout of the per-category llms files of the
 * language's current version, worked out once for the cluster by the writer in the version's
 * own transaction (directory/version-plan.ts), so that an instance answers /llms.txt and its
 * category files without reading every business. Opaque text to this layer; NULL for a version
 * written before this release or whose plan failed, which an instance then plans itself.
 */
export const llmsPlanMigration = {
  version: 9,
  name: "the llms files' plan of the current version, beside the facets",
  sql: `
    ALTER TABLE directory_search_state ADD COLUMN llms_plan text;
  `,
};
