import 'server-only';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { Lru } from '@/lib/async/lru.mjs';
import { registerMemoryCache } from '@/lib/directory/memory-caches';

/*
 * Answers of a tool kept for a short while, per process. A page is rendered once and served from
 * the full-route cache until it is revalidated; a tool call would load and reshape its model
 * every time (a profile reshapes every review the rating reads), several page views' worth of
 * work for one answer. So a successful answer is kept for at most ANSWER_SECONDS, emptied with
 * the other in-memory caches on POST /api/revalidate, and bounded in number (the least
 * recently used goes first). Errors and outages are never kept: the next call tries again.
 */

const ANSWER_SECONDS = 60;
const MAX_ANSWERS = 500;

const answers = new Lru<string, CallToolResult>({
  capacity: MAX_ANSWERS,
  lifetimeMs: ANSWER_SECONDS * 1000,
});
registerMemoryCache('mcp-answers', () => answers.clear());

export async function memoizedAnswer(
  key: string,
  answer: () => Promise<CallToolResult>,
  now = Date.now(),
): Promise<CallToolResult> {
  const kept = answers.get(key, now);
  if (kept) return kept;
  const result = await answer();
  if (!result.isError) answers.set(key, result, now);
  return result;
}
