import { connection } from 'next/server';
import { getDirectoryIndex } from '@/lib/directory/directory-index';
import { llmsCategoryPlan, markdownContext } from '@/lib/companions/directory-source';
import {
  CONTENT_TYPES,
  companionNotFound,
  companionResponse,
  companionUnavailable,
} from '@/lib/companions/responses';
import { cachedCompanionText } from '@/lib/companions/companion-cache';
import { isLocale } from '@/lib/i18n/routing';
import { buildLlmsTxt, DEFAULT_LLMS_LIMITS } from '@/lib/llms/llms-txt';

/** /llms.txt and /fr/llms.txt (next-intl's proxy maps /llms.txt to the English locale), from the directory index. */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  await connection();
  const { locale } = await params;
  if (!isLocale(locale)) return companionNotFound();
  try {
    const text = await cachedCompanionText(`llms.txt ${locale}`, async () => {
      const index = await getDirectoryIndex(locale);
      const ctx = markdownContext(locale);
      const files =
        index.entries.length > DEFAULT_LLMS_LIMITS.maxInlineBusinesses
          ? llmsCategoryPlan(index, ctx)
          : undefined;
      return buildLlmsTxt(index, ctx, DEFAULT_LLMS_LIMITS, files);
    });
    return companionResponse(text, CONTENT_TYPES.text);
  } catch (error) {
    return companionUnavailable(error);
  }
}
