import { connection } from 'next/server';
import { getDirectory } from '@/lib/directory/directories';
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
    const directory = await getDirectory(locale);
    // A directory small enough to be listed in /llms.txt itself has no category files.
    if (directory.total <= DEFAULT_LLMS_LIMITS.maxInlineBusinesses) return companionNotFound();
    const ctx = markdownContext(locale);
    const plan = await llmsCategoryPlan(directory, ctx);
    const match = plan.find((candidate) => candidate.fileName === file);
    return match
      ? companionResponse(await buildCategoryLlmsTxt(directory, match, ctx), CONTENT_TYPES.text)
      : companionNotFound();
  } catch (error) {
    return companionUnavailable(error);
  }
}
