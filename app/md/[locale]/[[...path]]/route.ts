import { connection, type NextRequest } from 'next/server';
import {
  CONTENT_TYPES,
  companionNotFound,
  companionResponse,
  companionUnavailable,
} from '@/lib/companions/responses';
import { renderTwinPage } from '@/lib/companions/twin-dispatch';
import { isLocale } from '@/lib/i18n/routing';

/*
 * Markdown twins. Not a public URL: proxy.ts rewrites `/…/page.md` (and HTML URLs asked for
 * with `Accept: text/markdown`) here, and sends direct requests for /md/… to the 404 page.
 */

const VARY = { Vary: 'Accept' };

export async function GET(
  request: NextRequest,
  { params }: { params: Promise<{ locale: string; path?: string[] }> },
) {
  await connection();
  const { locale, path = [] } = await params;
  if (!isLocale(locale)) return companionNotFound(CONTENT_TYPES.markdown, VARY);
  try {
    const markdown = await renderTwinPage(locale, path, request.nextUrl.searchParams);
    return markdown === null
      ? companionNotFound(CONTENT_TYPES.markdown, VARY)
      : companionResponse(markdown, CONTENT_TYPES.markdown, VARY);
  } catch (error) {
    return companionUnavailable(error, VARY);
  }
}
