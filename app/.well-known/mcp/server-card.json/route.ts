import { connection } from 'next/server';
import { CONTENT_TYPES, companionResponse } from '@/lib/companions/responses';
import { getSiteConfig } from '@/lib/config/site-config';
import { serverCard } from '@/lib/mcp/discovery';

/** /.well-known/mcp/server-card.json: what the MCP server is and where to connect to it. */
export async function GET() {
  await connection();
  const { siteUrl, directoryName } = getSiteConfig();
  return companionResponse(
    JSON.stringify(serverCard(siteUrl, directoryName), null, 2),
    CONTENT_TYPES.json,
  );
}
