import { connection } from 'next/server';
import { getDirectoryIndex } from '@/lib/directory/directory-index';
import { aiContentLoaders, markdownContext } from '@/lib/companions/directory-source';
import {
  datasetVersion,
  parseSince,
  updatedSince,
  versionHeaders,
} from '@/lib/companions/dataset-version';
import {
  CONTENT_TYPES,
  companionNotFound,
  companionUnavailable,
  notModifiedResponse,
  streamedResponse,
} from '@/lib/companions/responses';
import { isLocale } from '@/lib/i18n/routing';
import { aiContentChunks } from '@/lib/llms/ai-content';

/**
 * /ai-content.txt and /fr/ai-content.txt, streamed business by business in the index's order;
 * `?since=` keeps the businesses updated since a date. Its ETag and Last-Modified stand for the
 * data (the index's latest update), so a reader that holds this version gets a 304.
 */
export async function GET(request: Request, { params }: { params: Promise<{ locale: string }> }) {
  await connection();
  const { locale } = await params;
  if (!isLocale(locale)) return companionNotFound();
  const since = parseSince(new URL(request.url).searchParams);
  if (!since.ok)
    return new Response(`${since.error}\n`, {
      status: 400,
      headers: { 'Content-Type': CONTENT_TYPES.text, 'Cache-Control': 'no-store' },
    });
  let index;
  try {
    // Only the index is awaited before answering: a failure here is still a clean 503.
    index = await getDirectoryIndex(locale);
  } catch (error) {
    return companionUnavailable(error);
  }
  // No copy of the whole index when nothing is filtered out.
  const entries =
    since.value === null
      ? index.entries
      : index.entries.filter((entry) => updatedSince(entry.updatedAt, since.value));
  const version = datasetVersion(
    index.latestUpdate,
    entries.length,
    `ai-content|${locale}|${since.value?.toISOString() ?? ''}`,
  );
  const notModified = notModifiedResponse(request, version);
  if (notModified) return notModified;
  return streamedResponse(
    aiContentChunks(entries, aiContentLoaders(locale), markdownContext(locale)),
    CONTENT_TYPES.text,
    versionHeaders(version),
  );
}
