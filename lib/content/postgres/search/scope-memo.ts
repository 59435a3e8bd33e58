import { Lru } from '@/lib/async/lru.mjs';
import type { SearchSort } from '@/lib/directory/search/search-query';
import type { ScopeCounts } from './scope-counts';
import type { ScopeRow } from './search-pages';
import type { Scope } from './search-scope';

/*
 * What one search version's engine has already read of a scope: what it counts, and the first
 * rows of each order asked. A version's rows change only with its revision, which is part of the
 * key, so nothing kept can be stale. Counting a scope costs a pass over every business it holds;
 * a person paging through results, changing the order or a filter, and the facet menus (each
 * counted without its own filter, faceted-search.ts) ask the same scope again and again.
 */

/** Rows kept per scope and order: the first pages at the usual page sizes. */
export const HEAD_ROWS = 100;

/**
 * The memory kept, in rows and facet counts (a few dozen bytes each): a scope over much of a
 * large directory counts hundreds of cities, a narrow one a few.
 */
const KEPT_WEIGHT = 200_000;
const KEPT_MS = 10 * 60_000;

interface Remembered {
  counts?: ScopeCounts;
  heads: Partial<Record<SearchSort, ScopeRow[]>>;
}

/** A scope's key: what decides its rows and scores, in this revision of the version. */
export function scopeKey(scope: Scope, revision: number): string {
  return JSON.stringify([revision, scope.locale, scope.match, scope.filters, scope.near]);
}

function weightOf(entry: Remembered): number {
  const counts = entry.counts;
  const counted = counts ? counts.categories.size + counts.cities.size + counts.regions.size : 0;
  const rows = Object.values(entry.heads).reduce((sum, head) => sum + head.length, 0);
  return 1 + counted + rows;
}

export class ScopeMemo {
  private readonly kept = new Lru<string, Remembered>({
    capacity: KEPT_WEIGHT,
    weigh: weightOf,
    lifetimeMs: KEPT_MS,
  });

  counts(key: string): ScopeCounts | undefined {
    return this.kept.get(key)?.counts;
  }

  /** The first rows of the scope in `sort`'s order, when that many were read. */
  head(key: string, sort: SearchSort): ScopeRow[] | undefined {
    return this.kept.get(key)?.heads[sort];
  }

  remember(key: string, found: { counts?: ScopeCounts; sort?: SearchSort; head?: ScopeRow[] }) {
    const entry = this.kept.get(key) ?? { heads: {} };
    if (found.counts) entry.counts = found.counts;
    if (found.sort && found.head) entry.heads[found.sort] = found.head;
    this.kept.set(key, entry);
  }
}
