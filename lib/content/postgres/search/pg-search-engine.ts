import { Lru } from '@/lib/async/lru.mjs';
import type { Directory } from '@/lib/directory/directory';
import { searchTerms, tokenize } from '@/lib/directory/search/analyze';
import type { SearchEngine } from '@/lib/directory/search/search-engine';
import {
  CLOSEST_LIMIT,
  normalizeQuery,
  type SearchItem,
  type SearchQuery,
  type SearchResults,
  type Suggestions,
} from '@/lib/directory/search/search-query';
import {
  SearchUnavailableError,
  SearchVersionMissingError,
} from '@/lib/directory/search/stored-search';
import {
  noSuggestions,
  SUGGEST_CANDIDATES,
  suggestionsOf,
} from '@/lib/directory/search/suggestions';
import type { Locale } from '@/lib/i18n/routing';
import { quotedLexeme } from '../entry-rows';
import type { PgDatabase, Queryable } from '../pg-database';
import { filtersOf, nearOf } from './query-scope';
import { ScopeReads } from './scope-reads';
import { countIn, emptyPage, topIn, wholeDirectoryIn, type ScopeRow } from './search-pages';
import type { WordCandidates } from './search-score';
import type { NearCities, Scope, ScopeFilters, TextMatch } from './search-scope';
import type { SearchVersion, SearchVocabulary } from './search-vocabulary';

/*
 * The directory's search over one language's stored search rows (a listing version), with the
 * embedded engine's answers: the same candidate terms for each word, the same scores, filters,
 * facets, orders and pages (search-scope.ts, search-pages.ts), the same help when nothing
 * matches. The directory of the same version is the source of each result's entry, of the
 * facets' names and of what a filter's value names. Each search is one read-only
 * transaction (REPEATABLE READ), so every statement reads the rows of the version its state row
 * named at the start, whatever the writer does meanwhile.
 */

function idf(documents: number, holding: number): number {
  return Math.log(1 + (documents - holding + 0.5) / (holding + 0.5));
}

/** A search's answer before its entries are read: the rows of its page and of its closest. */
interface UnreadResults {
  results: SearchResults;
  rows: readonly ScopeRow[];
  closest: readonly ScopeRow[] | null;
  near: boolean;
}

/** Suggestion lists kept per engine: the short prefixes, the costliest to score, repeat most. */
const KEPT_SUGGESTIONS = 2_000;
const KEPT_SUGGESTIONS_MS = 10 * 60_000;

export class PgSearchEngine implements SearchEngine {
  private readonly suggested = new Lru<string, Suggestions>({
    capacity: KEPT_SUGGESTIONS,
    lifetimeMs: KEPT_SUGGESTIONS_MS,
  });
  private readonly scopes: ScopeReads;

  constructor(
    private readonly database: PgDatabase,
    private readonly vocabulary: SearchVocabulary,
    private readonly directory: Directory,
    private readonly version: string,
  ) {
    this.scopes = new ScopeReads(version);
  }

  /*
   * The results' entries are read from the directory once the search's transaction has ended,
   * never inside it: the directory's read takes a connection of its own, and searches that each
   * held one while they waited for a second one waited for each other until every wait for the
   * pool timed out, for as long as enough of them kept coming.
   */
  search(raw: SearchQuery): Promise<SearchResults> {
    const query = normalizeQuery(raw);
    return this.unavailableAsSearch(async () => {
      const found = await this.reading((db, at) => this.searchIn(db, at, query));
      found.results.items = await this.itemsOf(found.rows, found.near);
      if (found.closest) found.results.closest = await this.itemsOf(found.closest, found.near);
      return found.results;
    });
  }

  /**
   * As the embedded engine suggests: from the best 200 matches of every word as a prefix. A
   * two-letter prefix matches much of the directory, every match scored: the lists are kept
   * for this version and its revision, so that each prefix costs that once.
   */
  suggest(text: string, limit = 5): Promise<Suggestions> {
    if (tokenize(text).length === 0) return Promise.resolve(noSuggestions());
    return this.unavailableAsSearch(async () => {
      const found = await this.reading(async (db, at) => {
        const key = `${at.revision}\u0000${limit}\u0000${text}`;
        const kept = this.suggested.get(key);
        if (kept) return { key, kept: structuredClone(kept), best: [] };
        const match = await this.textMatch(db, at, text, { allPrefixes: true });
        const scope = this.scope(match, {}, null);
        const best = match ? await topIn(db, scope, 'relevance', SUGGEST_CANDIDATES) : [];
        return { key, kept: null, best };
      });
      if (found.kept) return found.kept;
      const entries = await this.directory.at(found.best.map((row) => row.position));
      const suggestions = suggestionsOf(this.directory, text, entries, limit);
      this.suggested.set(found.key, structuredClone(suggestions));
      return suggestions;
    });
  }

  private get locale(): Locale {
    return this.directory.locale as Locale;
  }

  /** `work` in one read-only transaction on this engine's version. */
  private reading<T>(work: (db: Queryable, at: SearchVersion) => Promise<T>): Promise<T> {
    return this.database.transaction(async (db) => work(db, await this.versionIn(db)), true);
  }

  /** An outage, of the search rows or of the directory, is a 503's error. */
  private async unavailableAsSearch<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if ((error as Error | null)?.name === 'ContentStoreUnavailableError')
        throw new SearchUnavailableError(
          `directory search (${this.locale}): ${(error as Error).message}`,
        );
      throw error;
    }
  }

  private async versionIn(db: Queryable): Promise<SearchVersion> {
    const [state] = await db.query<{ documents: number; revision: number }>(
      'SELECT documents, revision FROM directory_search_state WHERE locale = $1 AND version = $2',
      [this.locale, this.version],
    );
    if (!state) throw new SearchVersionMissingError(this.locale, this.version);
    return { locale: this.locale, version: this.version, ...state };
  }

  private scope(match: TextMatch | null, filters: ScopeFilters, near: NearCities | null): Scope {
    return { locale: this.locale, match, filters, near };
  }

  /** The text's words as candidate terms; null when it can match nothing. */
  private async textMatch(
    db: Queryable,
    at: SearchVersion,
    text: string,
    options: { loose?: boolean; allPrefixes?: boolean } = {},
  ): Promise<TextMatch | null> {
    const words = [...new Set(searchTerms(text))];
    const alternatives: string[] = [];
    const scored: WordCandidates[] = [];
    for (const [position, word] of words.entries()) {
      const candidates = await this.vocabulary.candidates(db, at, word, {
        prefix: options.allPrefixes === true || position === words.length - 1,
        loose: options.loose === true,
      });
      if (candidates.length === 0) {
        if (options.loose) continue;
        return null;
      }
      scored.push({
        terms: candidates.map((candidate) => candidate.term),
        values: candidates.map((c) => c.weight * idf(at.documents, c.documents)),
      });
      alternatives.push(`(${candidates.map((c) => quotedLexeme(c.term)).join(' | ')})`);
    }
    if (alternatives.length === 0) return null;
    return { query: alternatives.join(options.loose ? ' | ' : ' & '), words: scored };
  }

  /** The results' entries, read from the directory of this engine's version. */
  private async itemsOf(rows: readonly ScopeRow[], near: boolean): Promise<SearchItem[]> {
    const entries = await this.directory.at(rows.map((row) => row.position));
    if (entries.length !== rows.length)
      throw new SearchVersionMissingError(this.locale, this.version);
    return rows.map((row, at) => {
      const item: SearchItem = { ...entries[at]!, score: row.score };
      if (near) item.distanceKm = row.distance ?? Number.POSITIVE_INFINITY;
      return item;
    });
  }

  private async searchIn(
    db: Queryable,
    at: SearchVersion,
    query: SearchQuery,
  ): Promise<UnreadResults> {
    const filters = filtersOf(this.directory, query);
    const near = nearOf(query);
    const filtered =
      Boolean(query.category || query.city || query.region || query.verified) || near !== null;
    const match = query.text ? await this.textMatch(db, at, query.text) : null;
    const scope = this.scope(match, filters, near);
    const paging = [query.sort, query.limit, (query.page - 1) * query.limit] as const;
    const page = query.text
      ? match
        ? await this.scopes.page(db, at, scope, ...paging)
        : emptyPage()
      : filtered
        ? await this.scopes.page(db, at, scope, ...paging)
        : await wholeDirectoryIn(db, scope, this.directory, ...paging);
    const results: SearchResults = {
      query,
      // The entries are read after the transaction (search): the rows say which.
      items: [],
      total: page.total,
      totalPages: Math.max(1, Math.ceil(page.total / query.limit)),
      facets: page.facetsIn(this.directory),
    };
    const found: UnreadResults = { results, rows: page.rows, closest: null, near: near !== null };
    if (page.total > 0 || !query.text) return found;
    const loose = await this.textMatch(db, at, query.text, { loose: true });
    found.closest = loose
      ? await this.scopes.top(db, at, this.scope(loose, filters, near), 'relevance', CLOSEST_LIMIT)
      : [];
    results.closest = [];
    if (filtered)
      results.withoutFilters = match
        ? await this.scopes.total(db, at, this.scope(match, {}, null))
        : 0;
    const respelled = await this.vocabulary.respell(db, at, query.text);
    const again = respelled ? await this.textMatch(db, at, respelled) : null;
    if (again && (await countIn(db, this.scope(again, filters, near), 1)) > 0)
      results.didYouMean = respelled!;
    return found;
  }
}
