import { connection } from 'next/server';
import { cachedExpandingText } from '@/lib/companions/companion-cache';
import { sitemapSource } from '@/lib/companions/directory-source';
import {
  CONTENT_TYPES,
  companionNotFound,
  companionResponse,
  companionUnavailable,
} from '@/lib/companions/responses';
import { sitemapFile } from '@/lib/sitemap/sitemap-files';

/** A number past the index's last file: a 404, and nothing kept. */
class NoSuchSitemapFile extends Error {}

/** /sitemaps/{n}.xml: one file of the sitemap index. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  await connection();
  const match = /^([1-9]\d{0,5})\.xml$/.exec((await params).file);
  if (!match) return companionNotFound(CONTENT_TYPES.xml);
  try {
    const xml = await cachedExpandingText(`sitemaps/${match[1]}`, async () => {
      const built = await sitemapFile(sitemapSource(), Number(match[1]));
      if (built === null) throw new NoSuchSitemapFile();
      return built;
    });
    return companionResponse(xml, CONTENT_TYPES.xml);
  } catch (error) {
    if (error instanceof NoSuchSitemapFile) return companionNotFound(CONTENT_TYPES.xml);
    return companionUnavailable(error);
  }
}
