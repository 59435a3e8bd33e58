import { connection } from 'next/server';
import { sitemapSource } from '@/lib/companions/directory-source';
import {
  CONTENT_TYPES,
  companionNotFound,
  companionResponse,
  companionUnavailable,
} from '@/lib/companions/responses';
import { sitemapFile } from '@/lib/sitemap/sitemap-files';

/** /sitemaps/{n}.xml: one file of the sitemap index. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  await connection();
  const match = /^([1-9]\d{0,5})\.xml$/.exec((await params).file);
  if (!match) return companionNotFound(CONTENT_TYPES.xml);
  try {
    const xml = await sitemapFile(sitemapSource(), Number(match[1]));
    return xml === null
      ? companionNotFound(CONTENT_TYPES.xml)
      : companionResponse(xml, CONTENT_TYPES.xml);
  } catch (error) {
    return companionUnavailable(error);
  }
}
