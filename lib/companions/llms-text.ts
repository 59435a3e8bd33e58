import 'server-only';
import { getDirectory } from '@/lib/directory/directories';
import type { Locale } from '@/lib/i18n/routing';
import { buildLlmsTxt, DEFAULT_LLMS_LIMITS } from '@/lib/llms/llms-txt';
import { cachedCompanionText } from './companion-cache';
import { llmsCategoryPlan, markdownContext } from './directory-source';

/** llms.txt in one language, kept like an ISR page: the route and the MCP resource serve it. */
export function llmsTxtText(locale: Locale): Promise<string> {
  return cachedCompanionText(`llms.txt ${locale}`, async () => {
    const directory = await getDirectory(locale);
    const ctx = markdownContext(locale);
    const files =
      directory.total > DEFAULT_LLMS_LIMITS.maxInlineBusinesses
        ? await llmsCategoryPlan(directory, ctx)
        : undefined;
    return buildLlmsTxt(directory, ctx, DEFAULT_LLMS_LIMITS, files);
  });
}
