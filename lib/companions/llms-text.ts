import 'server-only';
import { getDirectoryIndex } from '@/lib/directory/directory-index';
import type { Locale } from '@/lib/i18n/routing';
import { buildLlmsTxt, DEFAULT_LLMS_LIMITS } from '@/lib/llms/llms-txt';
import { cachedCompanionText } from './companion-cache';
import { llmsCategoryPlan, markdownContext } from './directory-source';

/** llms.txt in one language, kept like an ISR page: the route and the MCP resource serve it. */
export function llmsTxtText(locale: Locale): Promise<string> {
  return cachedCompanionText(`llms.txt ${locale}`, async () => {
    const index = await getDirectoryIndex(locale);
    const ctx = markdownContext(locale);
    const files =
      index.entries.length > DEFAULT_LLMS_LIMITS.maxInlineBusinesses
        ? llmsCategoryPlan(index, ctx)
        : undefined;
    return buildLlmsTxt(index, ctx, DEFAULT_LLMS_LIMITS, files);
  });
}
