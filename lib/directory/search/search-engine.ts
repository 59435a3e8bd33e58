import type { SearchSource } from './search-documents';
import type { SearchQuery, SearchResults, Suggestions } from './search-query';

/**
 * What the directory asks of a search engine, whichever it is. Two implement it:
 * EmbeddedSearchEngine (each process builds its index in memory from the directory index, with
 * `index`), and, with DATABASE_URL, the PostgreSQL engine (lib/content/postgres/search), whose
 * rows the listing's writer stores with each listing version, so it has no `index`. Another
 * shared engine (Meilisearch, Typesense) would:
 *
 * - `index(source)`: push `searchDocumentsOf(source)` (one document per business, keyed by
 *   slug, its text fields plus `categorySlug`, the city slugs, `isVerified`, `updatedAt` and the
 *   name as filterable and sortable attributes) to the engine's index of `source.index.locale`,
 *   in batches, into a fresh index swapped in when complete, so searches never see half an
 *   index. Only one instance needs to do it per refresh; the others can skip it.
 * - `search(query)`: translate the query (text, filters as the engine's filter expression,
 *   sort, offset `(page - 1) * limit`, facets on category and city), then map each hit back to
 *   its ListingEntry by slug (`source.index.entries`), keeping the engine's score.
 * - `suggest(text)`: the engine's prefix search over names, plus category and city names.
 *
 * Typo tolerance, prefixes and field weights are the external engine's settings; the
 * relevance suite (relevance.test.ts) and the engines' conformance cases
 * (engine-conformance.ts) are the contract any engine must pass.
 */
export interface SearchEngine {
  /** (Re)builds the engine's index for one language of the directory, for an engine built here. */
  index?(source: SearchSource): void | Promise<void>;
  search(query: SearchQuery): Promise<SearchResults>;
  /** As-you-type: businesses, categories and cities a few letters may be heading for. */
  suggest(text: string, limit?: number): Promise<Suggestions>;
}
