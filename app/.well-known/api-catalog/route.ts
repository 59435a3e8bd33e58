import { connection } from 'next/server';
import { buildApiCatalog } from '@/lib/companions/api-catalog';
import { CONTENT_TYPES, companionResponse } from '@/lib/companions/responses';
import { getSiteConfig } from '@/lib/config/site-config';

/** /.well-known/api-catalog (RFC 9727): where the API's description and documentation are. */
export async function GET() {
  await connection();
  const config = getSiteConfig();
  return companionResponse(
    JSON.stringify(buildApiCatalog(config.siteUrl, config.apiBaseUrl), null, 2),
    CONTENT_TYPES.linkset,
    {
      Link: `<${config.siteUrl}/.well-known/api-catalog>; rel="api-catalog"`,
    },
  );
}
