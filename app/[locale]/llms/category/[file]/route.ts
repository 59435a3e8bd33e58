import { connection } from 'next/server';
import { getDirectoryIndex } from '@/lib/directory/directory-index';
import { llmsCategoryPlan, markdownContext } from '@/lib/companions/directory-source';
import {
  CONTENT_TYPES,
  companionNotFound,
  companionResponse,
  companionUnavailable,
} from '@/lib/companions/responses';
import { isLocale } from '@/lib/i18n/routing';
import { buildCategoryLlmsTxt, DEFAULT_LLMS_LIMITS } from '@/lib/llms/llms-txt';

/** /llms/category/{category}.txt (and `.{part}.txt`): one category of a large directory. */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ locale: string; file: string }> },
) {
  await connection();
  const { locale, file } = await params;
  if (!isLocale(locale)) return companionNotFound();
  try {
    const index = await getDirectoryIndex(locale);
    // A directory small enough to be listed in /llms.txt itself has no category files.
    if (index.entries.length <= DEFAULT_LLMS_LIMITS.maxInlineBusinesses) return companionNotFound();
    const ctx = markdownContext(locale);
    const match = llmsCategoryPlan(index, ctx).find((candidate) => candidate.fileName === file);
    return match
      ? companionResponse(buildCategoryLlmsTxt(match, ctx), CONTENT_TYPES.text)
      : companionNotFound();
  } catch (error) {
    return companionUnavailable(error);
  }
}
