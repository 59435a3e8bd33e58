/*
 * directory_search_state gains `llms_plan`: the layout of the per-category llms files of the
 * language's current version, worked out once for the cluster by the writer after it stores the
 * version (lib/companions/shared-llms-plan.ts), so that an instance answers /llms.txt and its
 * category files without reading every business. Opaque text to this layer; NULL until the
 * writer has planned the version (set back to NULL with each new version or revision), and an
 * instance then plans it itself, as before.
 */
export const llmsPlanMigration = {
  version: 9,
  name: "the llms files' plan of the current version, beside the facets",
  sql: `
    ALTER TABLE directory_search_state ADD COLUMN llms_plan text;
  `,
};
