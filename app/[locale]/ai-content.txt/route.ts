import { connection } from 'next/server';
import { companionNotFound } from '@/lib/companions/responses';
import { isLocale } from '@/lib/i18n/routing';
import { aiContentResponse } from '@/lib/routes/ai-content-route';

/** /ai-content.txt and /fr/ai-content.txt: the whole file, or the index of its parts. */
export async function GET(request: Request, { params }: { params: Promise<{ locale: string }> }) {
  await connection();
  const { locale } = await params;
  if (!isLocale(locale)) return companionNotFound();
  return aiContentResponse(request, locale);
}
