import { connection } from 'next/server';
import { partNumber } from '@/lib/companions/companion-parts';
import { companionNotFound } from '@/lib/companions/responses';
import { isLocale } from '@/lib/i18n/routing';
import { aiContentPartResponse } from '@/lib/routes/ai-content-route';

/** /ai-content/{n}.txt (and /fr/…): one part of an ai-content.txt too large for one file. */
export async function GET(
  request: Request,
  { params }: { params: Promise<{ locale: string; file: string }> },
) {
  await connection();
  const { locale, file } = await params;
  const n = partNumber(file, 'txt');
  if (!isLocale(locale) || n === null) return companionNotFound();
  return aiContentPartResponse(request, locale, n);
}
