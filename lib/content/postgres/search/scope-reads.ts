import type { SearchSort } from '@/lib/directory/search/search-query';
import type { Queryable } from '../pg-database';
import { groupsPassing, parseFilterGroups, type FilterGroup } from './filter-groups';
import { countsOfGroups, type ScopeCounts } from './scope-counts';
import { HEAD_ROWS, ScopeMemo, scopeKey } from './scope-memo';
import { countedPageIn, pageOf, topIn, type ScopePage, type ScopeRow } from './search-pages';
import type { Scope } from './search-scope';
import type { SearchVersion } from './search-vocabulary';

/*
 * A search version's reads of its scopes, each read from PostgreSQL at most once while it is
 * remembered (scope-memo.ts): a page within the first rows of an order is cut from them, and
 * what a scope counts is counted once. A scope without text or place is counted from the
 * version's filter groups (filter-groups.ts), never over its rows.
 */
export class ScopeReads {
  private readonly memo = new ScopeMemo();
  private groups: { revision: number; groups: Promise<FilterGroup[] | null> } | null = null;

  constructor(private readonly version: string) {}

  /** One page of the scope with its total and facets. */
  async page(
    db: Queryable,
    at: SearchVersion,
    scope: Scope,
    sort: SearchSort,
    limit: number,
    offset: number,
  ): Promise<ScopePage> {
    const key = scopeKey(scope, at.revision);
    const end = offset + limit;
    const inHead = end <= HEAD_ROWS;
    const counts = await this.knownCounts(db, at, scope, key);
    const head = inHead ? this.memo.head(key, sort) : undefined;
    if (counts && head) return pageOf(head.slice(offset, end), counts);
    const [from, size] = inHead ? [0, HEAD_ROWS] : [offset, limit];
    if (counts) {
      const rows = await topIn(db, scope, sort, size, from);
      if (inHead) this.memo.remember(key, { sort, head: rows });
      return pageOf(inHead ? rows.slice(offset, end) : rows, counts);
    }
    const found = await countedPageIn(db, scope, sort, size, from);
    this.memo.remember(key, { counts: found.counts, ...(inHead && { sort, head: found.rows }) });
    return pageOf(inHead ? found.rows.slice(offset, end) : found.rows, found.counts);
  }

  /** The scope's first `limit` rows in the order of `sort`. */
  async top(
    db: Queryable,
    at: SearchVersion,
    scope: Scope,
    sort: SearchSort,
    limit: number,
  ): Promise<ScopeRow[]> {
    if (limit > HEAD_ROWS) return topIn(db, scope, sort, limit);
    const key = scopeKey(scope, at.revision);
    const head = this.memo.head(key, sort);
    if (head) return head.slice(0, limit);
    const rows = await topIn(db, scope, sort, HEAD_ROWS);
    this.memo.remember(key, { sort, head: rows });
    return rows.slice(0, limit);
  }

  /** How many businesses the scope holds. */
  async total(db: Queryable, at: SearchVersion, scope: Scope): Promise<number> {
    const key = scopeKey(scope, at.revision);
    const counts = await this.knownCounts(db, at, scope, key);
    if (counts) return counts.total;
    // Counted with the rows grouped, so that the scope's facets are remembered as well.
    const found = await countedPageIn(db, scope, 'relevance', HEAD_ROWS, 0);
    this.memo.remember(key, { counts: found.counts, sort: 'relevance', head: found.rows });
    return found.counts.total;
  }

  /** What the scope counts, when remembered or countable without reading its rows. */
  private async knownCounts(
    db: Queryable,
    at: SearchVersion,
    scope: Scope,
    key: string,
  ): Promise<ScopeCounts | undefined> {
    const remembered = this.memo.counts(key);
    if (remembered || scope.match || scope.near) return remembered;
    const groups = await this.filterGroups(db, at);
    if (!groups) return undefined;
    const counts = countsOfGroups(groupsPassing(groups, scope.filters));
    this.memo.remember(key, { counts });
    return counts;
  }

  /** The version's filter groups, read once per revision; null when written without them. */
  private filterGroups(db: Queryable, at: SearchVersion): Promise<FilterGroup[] | null> {
    if (this.groups?.revision !== at.revision) {
      const groups = db
        .query<{ filter_groups: string | null }>(
          `SELECT filter_groups FROM directory_search_state
           WHERE locale = $1 AND version = $2 AND revision = $3`,
          [at.locale, this.version, at.revision],
        )
        .then(([row]) => parseFilterGroups(row?.filter_groups ?? null));
      this.groups = { revision: at.revision, groups };
      // A failed read is not kept: the next search reads again.
      groups.catch(() => {
        if (this.groups?.groups === groups) this.groups = null;
      });
    }
    return this.groups.groups;
  }
}
