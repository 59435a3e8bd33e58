import { existingProcessWide, processWide } from '@/lib/async/process-wide.mjs';
import type { Locale } from '@/lib/i18n/routing';
import type { Directory } from '../directory';
import type { SearchEngine } from './search-engine';

/*
 * The cluster's search (DATABASE_URL): the listing's writer stores each version's search rows
 * with it, and every instance searches them instead of building engines in its memory. The
 * engine lives above this layer (lib/content/postgres/search), so the server hands it in at its
 * start (instrumentation.ts); process-wide, since every route chunk has its own copy of this
 * module.
 */

export interface StoredSearch {
  /** The engine over a directory of the stored listing's `version` (its results' entries). */
  engineFor(directory: Directory, version: string): SearchEngine;
  /** Whether the search rows of that version are stored. */
  holds(locale: Locale, version: string): Promise<boolean>;
}

/** The directory's search answers from `search` from now on, in this process. */
export function searchFromStore(search: StoredSearch): void {
  processWide('stored-search', '', () => ({ search })).search = search;
}

/** The stored search this process answers from, if any. */
export function storedSearch(): StoredSearch | undefined {
  return existingProcessWide<{ search: StoredSearch }>('stored-search')?.search;
}

/**
 * The search cannot answer now (its database is down, unreachable or too slow): what needs it
 * answers 503 with Retry-After, and the next search after the database is back answers.
 * Recognized by a mark, not by its class: the engine that throws it and the route that answers
 * it may be in different bundles, each with its own copy of this class.
 */
export class SearchUnavailableError extends Error {
  readonly searchUnavailable = true;

  constructor(message: string) {
    super(message);
    this.name = 'SearchUnavailableError';
  }
}

/**
 * The stored search has no rows for the version a directory reads: the listing moved on since
 * (the directory reads the new version), or the writer has not stored them yet.
 */
export class SearchVersionMissingError extends SearchUnavailableError {
  constructor(locale: Locale, version: string) {
    super(`directory search (${locale}): no search rows for listing version ${version}`);
    this.name = 'SearchVersionMissingError';
  }
}

export function isSearchUnavailable(error: unknown): error is SearchUnavailableError {
  return (error as { searchUnavailable?: unknown } | null)?.searchUnavailable === true;
}

export function isSearchVersionMissing(error: unknown): error is SearchVersionMissingError {
  return isSearchUnavailable(error) && error.name === 'SearchVersionMissingError';
}
