import 'server-only';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { registerMemoryCache } from '@/lib/directory/memory-caches';

/*
 * Answers of a tool kept for a short while, per process. A page is rendered once and served from
 * the full-route cache until it is revalidated; a tool call would load and reshape its model
 * every time (a profile reshapes every review the rating reads), several page views' worth of
 * work for one answer. So a successful answer is kept for at most ANSWER_SECONDS, emptied with
 * the other in-memory caches on POST /api/revalidate, and bounded in number (the oldest goes
 * first). Errors and outages are never kept: the next call tries again.
 */

const ANSWER_SECONDS = 60;
const MAX_ANSWERS = 500;

interface Kept {
  result: CallToolResult;
  expiresAt: number;
}

const answers = new Map<string, Kept>();
registerMemoryCache('mcp-answers', () => answers.clear());

export async function memoizedAnswer(
  key: string,
  answer: () => Promise<CallToolResult>,
  now = Date.now(),
): Promise<CallToolResult> {
  const kept = answers.get(key);
  if (kept && kept.expiresAt > now) return kept.result;
  const result = await answer();
  if (result.isError) return result;
  answers.delete(key);
  answers.set(key, { result, expiresAt: now + ANSWER_SECONDS * 1000 });
  if (answers.size > MAX_ANSWERS) {
    const oldest = answers.keys().next().value;
    if (oldest !== undefined) answers.delete(oldest);
  }
  return result;
}
