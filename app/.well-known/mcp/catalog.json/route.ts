import { connection } from 'next/server';
import { CONTENT_TYPES, companionResponse } from '@/lib/companions/responses';
import { getSiteConfig } from '@/lib/config/site-config';
import { mcpCatalog } from '@/lib/mcp/discovery';

/** /.well-known/mcp/catalog.json: the site's MCP servers, each by its server card. */
export async function GET() {
  await connection();
  return companionResponse(
    JSON.stringify(mcpCatalog(getSiteConfig().siteUrl), null, 2),
    CONTENT_TYPES.json,
  );
}
