import { connection } from 'next/server';
import { cachedListing } from '@/lib/companions/listing-memo';
import { companiesJsonChunks } from '@/lib/companions/companies-json';
import { CONTENT_TYPES, companionUnavailable, streamedResponse } from '@/lib/companions/responses';
import { getSiteConfig } from '@/lib/config/site-config';
import { defaultLocale } from '@/lib/i18n/routing';

/** /api/companies.json: the open-data dump of every public business, streamed record by record. */
export async function GET() {
  await connection();
  const config = getSiteConfig();
  let businesses;
  try {
    businesses = await cachedListing(defaultLocale);
  } catch (error) {
    return companionUnavailable(error);
  }
  return streamedResponse(
    companiesJsonChunks(businesses, { siteUrl: config.siteUrl, directoryName: config.directoryName, generatedAt: new Date() }),
    CONTENT_TYPES.json,
  );
}
