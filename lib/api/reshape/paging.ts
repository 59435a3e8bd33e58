import type { Paged } from '../types';
import { list, nonNegativeInteger } from './primitives';

/**
 * The site never asks for a page past this one (lib/urls/query-params), so a
 * total that would need more pages is cut to what can be reached.
 */
export const MAX_REACHABLE_PAGE = 10_000;

/** The page a section shows when its endpoint answers 404: nothing on it, one page in all. */
export function emptyPage<T>(page: number, limit: number): Paged<T> {
  return { items: [], total: 0, page, limit, totalPages: 1 };
}

/**
 * One page of a list endpoint, with figures that agree with the items actually received. The
 * page and page size are the ones asked for (an answer that claims another page or size is
 * wrong about the question, not about the items), and:
 * - an answer longer than the page size is cut to it (an API ignoring `limit` cannot make one
 *   page render thousands of items);
 * - a short page is the last one, so the total is what precedes it plus what it holds, whatever
 *   `total` claims;
 * - an empty page after the first means the list ended earlier: the total is at most what the
 *   earlier pages hold;
 * - a full page keeps the API's total, raised to what has been seen if it is smaller.
 * `totalPages` of the documents endpoint is ignored: it is derived from the total.
 */
export function reshapePaging<T>(
  rawItems: unknown,
  mapItem: (item: unknown) => T | null,
  raw: { total?: unknown },
  requested: { page: number; limit: number },
): Paged<T> {
  const page = Math.max(1, Math.floor(requested.page));
  const limit = Math.max(1, Math.floor(requested.limit));
  const received = Array.isArray(rawItems) ? rawItems.slice(0, limit) : rawItems;
  const receivedCount = Array.isArray(received)
    ? received.length
    : received === null || received === undefined
      ? 0
      : 1;
  const items = list(received, mapItem);
  const before = (page - 1) * limit;
  const claimed = nonNegativeInteger(raw.total);
  let total: number;
  if (receivedCount === 0) total = page === 1 ? 0 : Math.min(claimed ?? 0, before);
  else if (receivedCount < limit) total = before + items.length;
  else total = Math.max(claimed ?? 0, before + items.length);
  total = Math.min(total, MAX_REACHABLE_PAGE * limit);
  return { items, total, page, limit, totalPages: Math.max(1, Math.ceil(total / limit)) };
}
