import { connection } from 'next/server';
import { getDirectoryIndex } from '@/lib/directory/directory-index';
import { aiContentLoaders, markdownContext } from '@/lib/companions/directory-source';
import {
  CONTENT_TYPES,
  companionNotFound,
  companionUnavailable,
  streamedResponse,
} from '@/lib/companions/responses';
import { isLocale } from '@/lib/i18n/routing';
import { aiContentChunks } from '@/lib/llms/ai-content';

/** /ai-content.txt and /fr/ai-content.txt, streamed business by business in the index's order. */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  await connection();
  const { locale } = await params;
  if (!isLocale(locale)) return companionNotFound();
  let index;
  try {
    // Only the index is awaited before answering: a failure here is still a clean 503.
    index = await getDirectoryIndex(locale);
  } catch (error) {
    return companionUnavailable(error);
  }
  return streamedResponse(
    aiContentChunks(index.entries, aiContentLoaders(locale), markdownContext(locale)),
    CONTENT_TYPES.text,
  );
}
