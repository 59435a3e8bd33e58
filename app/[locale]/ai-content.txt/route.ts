import { connection } from 'next/server';
import { cachedListing } from '@/lib/companions/listing-memo';
import { aiContentLoaders, markdownContext } from '@/lib/companions/directory-source';
import { CONTENT_TYPES, companionNotFound, companionUnavailable, streamedResponse } from '@/lib/companions/responses';
import { isLocale } from '@/lib/i18n/routing';
import { aiContentChunks } from '@/lib/llms/ai-content';

/** /ai-content.txt and /fr/ai-content.txt, streamed business by business. */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  await connection();
  const { locale } = await params;
  if (!isLocale(locale)) return companionNotFound();
  let businesses;
  try {
    // Only the listing is awaited before answering: a failure here is still a clean 503.
    businesses = await cachedListing(locale);
  } catch (error) {
    return companionUnavailable(error);
  }
  return streamedResponse(aiContentChunks(businesses, aiContentLoaders(locale), markdownContext(locale)), CONTENT_TYPES.text);
}
