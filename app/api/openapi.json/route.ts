import { connection } from 'next/server';
import { openApiDocumentFor } from '@/lib/api';
import { CONTENT_TYPES, companionResponse } from '@/lib/companions/responses';
import { getSiteConfig } from '@/lib/config/site-config';

/** /api/openapi.json: the API's OpenAPI 3.1 description, its server set to the API this site reads. */
export async function GET() {
  // Read at request time: one build serves whatever DIRECTORY_API_URL the deployment sets.
  await connection();
  return companionResponse(
    JSON.stringify(openApiDocumentFor(getSiteConfig().apiBaseUrl), null, 2),
    CONTENT_TYPES.json,
  );
}
