/**
 * For public, read-only answers (twins, companion files, the JSON API): any page, and any
 * browser-based agent, may read them. Never for anything with state (/mcp, /api/revalidate).
 */
export const PUBLIC_CORS = { 'Access-Control-Allow-Origin': '*' } as const;
