import { connection } from 'next/server';
import { contentSignal } from '@/lib/config/content-signal';
import { CONTENT_TYPES, companionResponse } from '@/lib/companions/responses';
import { buildRobotsTxt } from '@/lib/companions/robots';
import { getSiteConfig } from '@/lib/config/site-config';

/** /robots.txt: everything may be crawled; the sitemap; the AI-usage preferences. */
export async function GET() {
  await connection();
  const config = getSiteConfig();
  return companionResponse(
    buildRobotsTxt({
      siteUrl: config.siteUrl,
      directoryName: config.directoryName,
      contentSignal: contentSignal(),
    }),
    CONTENT_TYPES.text,
  );
}
