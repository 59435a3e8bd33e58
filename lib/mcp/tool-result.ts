import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { isDirectoryApiError } from '@/lib/api';
import { isSearchUnavailable } from '@/lib/directory/search/stored-search';
import { RETRY_AFTER_SECONDS } from '@/lib/resilience/unavailable-page';
import { isContentIndexUnavailable } from './content-source';

/*
 * Tool answers: the structured result with a short Markdown rendering of it, or an error an
 * agent can act on (what was not found and how to find it; when to retry). An error is a tool
 * result with `isError`, never a protocol failure.
 */

export function toolResult(structured: Record<string, unknown>, markdown: string): CallToolResult {
  return { structuredContent: structured, content: [{ type: 'text', text: markdown }] };
}

export function toolError(message: string): CallToolResult {
  return { isError: true, content: [{ type: 'text', text: message }] };
}

export function unknownBusiness(slug: string): CallToolResult {
  return toolError(
    `No business "${slug}" in the directory. Find its slug with search_businesses (or search).`,
  );
}

/**
 * Runs a tool; an outage of the API, of the content index or of the stored search becomes a
 * result that says when to retry.
 */
export async function guarded(run: () => Promise<CallToolResult>): Promise<CallToolResult> {
  try {
    return await run();
  } catch (error) {
    if (isDirectoryApiError(error) || isSearchUnavailable(error))
      return toolError(
        `The directory is temporarily unavailable; retry in ${RETRY_AFTER_SECONDS} s.`,
      );
    if (isContentIndexUnavailable(error))
      return toolError(
        `The content index is temporarily unavailable; retry in ${RETRY_AFTER_SECONDS} s.`,
      );
    throw error;
  }
}
