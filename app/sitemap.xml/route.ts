import { connection } from 'next/server';
import { cachedExpandingText } from '@/lib/companions/companion-cache';
import { sitemapSource } from '@/lib/companions/directory-source';
import { CONTENT_TYPES, companionResponse, companionUnavailable } from '@/lib/companions/responses';
import { rootSitemap } from '@/lib/sitemap/sitemap-files';

/** /sitemap.xml: every page in both languages, or the index of /sitemaps/{n}.xml past the limits. */
export async function GET() {
  await connection();
  try {
    const xml = await cachedExpandingText('sitemap.xml', () => rootSitemap(sitemapSource()));
    return companionResponse(xml, CONTENT_TYPES.xml);
  } catch (error) {
    return companionUnavailable(error);
  }
}
