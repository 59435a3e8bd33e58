import type { Paged } from '../types';
import { nonNegativeInteger } from './primitives';

/**
 * Paging figures that agree with the items actually received: a total smaller than what we
 * can see is raised, and a missing page or limit falls back to what was asked for.
 */
export function reshapePaging<T>(
  items: T[],
  raw: { total?: unknown; page?: unknown; limit?: unknown; totalPages?: unknown },
  requested: { page: number; limit: number },
): Paged<T> {
  const page = Math.max(1, nonNegativeInteger(raw.page) ?? requested.page);
  const limit = Math.max(1, nonNegativeInteger(raw.limit) ?? requested.limit);
  const seen = (page - 1) * limit + items.length;
  const total = Math.max(nonNegativeInteger(raw.total) ?? seen, items.length === 0 ? 0 : seen);
  return { items, total, page, limit, totalPages: Math.max(1, Math.ceil(total / limit)) };
}
