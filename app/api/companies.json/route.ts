import { connection } from 'next/server';
import { streamPublicBusinesses } from '@/lib/api';
import { companiesJsonStream } from '@/lib/companions/companies-json';
import { primed } from '@/lib/companions/primed-stream';
import { CONTENT_TYPES, companionUnavailable, streamedResponse } from '@/lib/companions/responses';
import { getSiteConfig } from '@/lib/config/site-config';
import { defaultLocale } from '@/lib/i18n/routing';

/**
 * /api/companies.json: the open-data dump of every public business, streamed record by record
 * from the streamed listing, so neither the listing nor the dump is ever held whole. The first
 * record is awaited before answering: an API that is down is still a clean 503.
 */
export async function GET() {
  await connection();
  const config = getSiteConfig();
  let businesses;
  try {
    businesses = await primed(streamPublicBusinesses(defaultLocale));
  } catch (error) {
    return companionUnavailable(error);
  }
  return streamedResponse(
    companiesJsonStream(businesses, {
      siteUrl: config.siteUrl,
      directoryName: config.directoryName,
      generatedAt: new Date(),
    }),
    CONTENT_TYPES.json,
  );
}
