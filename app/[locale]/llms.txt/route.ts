import { connection } from 'next/server';
import { cachedListing } from '@/lib/companions/listing-memo';
import { markdownContext } from '@/lib/companions/directory-source';
import { CONTENT_TYPES, companionNotFound, companionResponse, companionUnavailable } from '@/lib/companions/responses';
import { isLocale } from '@/lib/i18n/routing';
import { buildLlmsTxt } from '@/lib/llms/llms-txt';

/** /llms.txt and /fr/llms.txt (next-intl's proxy maps /llms.txt to the English locale). */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  await connection();
  const { locale } = await params;
  if (!isLocale(locale)) return companionNotFound();
  try {
    return companionResponse(buildLlmsTxt(await cachedListing(locale), markdownContext(locale)), CONTENT_TYPES.text);
  } catch (error) {
    return companionUnavailable(error);
  }
}
