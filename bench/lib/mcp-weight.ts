/**
 * What an agent pays in bytes before and for its first answer: the body of `tools/list` (every
 * client reads it into its context) and of a default `get_business` of the richest sample
 * business, as the warm phase's MCP row calls it.
 */

export interface McpWeight {
  toolsListBytes: number;
  getBusinessBytes: number;
}

const HEADERS = {
  'Content-Type': 'application/json',
  Accept: 'application/json, text/event-stream',
};

async function bodyBytes(siteUrl: string, method: string, params: object): Promise<number> {
  const response = await fetch(`${siteUrl}/mcp`, {
    method: 'POST',
    headers: HEADERS,
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  if (!response.ok) throw new Error(`${method}: HTTP ${response.status}`);
  return (await response.arrayBuffer()).byteLength;
}

export async function measureMcpWeight(siteUrl: string, slug: string): Promise<McpWeight> {
  return {
    toolsListBytes: await bodyBytes(siteUrl, 'tools/list', {}),
    getBusinessBytes: await bodyBytes(siteUrl, 'tools/call', {
      name: 'get_business',
      arguments: { slug, lang: 'en' },
    }),
  };
}
