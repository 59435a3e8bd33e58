import { flagField, regionField, textField } from './query-fields';

/*
 * The parameters several endpoints and the MCP tools take, each declared once: pages and the
 * site's route handlers read them, its OpenAPI document describes them, and the tools' inputs
 * are built from the same declarations (lib/mcp/inputs.ts). `near` and `radius_km`, which only
 * servers read, are in near-query-fields.ts.
 */

export const categoryField = textField('category', 'A category key');

export const cityField = textField('city', 'A city key');

export const regionQueryField = regionField('region');

export const verifiedField = flagField('verified', 'Only verified businesses');

export const cursorField = textField('cursor', 'nextCursor of the previous answer (or page)');
