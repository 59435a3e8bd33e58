import { connection } from 'next/server';
import { llmsTxtText } from '@/lib/companions/llms-text';
import {
  CONTENT_TYPES,
  companionNotFound,
  companionResponse,
  companionUnavailable,
} from '@/lib/companions/responses';
import { isLocale } from '@/lib/i18n/routing';

/** /llms.txt and /fr/llms.txt (next-intl's proxy maps /llms.txt to the English locale), from the directory index. */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  await connection();
  const { locale } = await params;
  if (!isLocale(locale)) return companionNotFound();
  try {
    return companionResponse(await llmsTxtText(locale), CONTENT_TYPES.text);
  } catch (error) {
    return companionUnavailable(error);
  }
}
