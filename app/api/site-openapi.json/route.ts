import { connection } from 'next/server';
import { CONTENT_TYPES, companionResponse } from '@/lib/companions/responses';
import { getSiteConfig } from '@/lib/config/site-config';
import { siteOpenApiDocument } from '@/lib/routes/site-openapi';

/** /api/site-openapi.json: the OpenAPI 3.1 description of the site's own JSON API. */
export async function GET() {
  await connection();
  const { siteUrl, directoryName } = getSiteConfig();
  return companionResponse(
    JSON.stringify(siteOpenApiDocument(siteUrl, directoryName), null, 2),
    CONTENT_TYPES.json,
  );
}
