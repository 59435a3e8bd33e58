import type { Facet, ListingEntry } from './listing-index';
import type { ListingQuery } from './listing-query';

/*
 * The directory of one language as every reader sees it: its facets (small, at hand) and its
 * businesses behind async reads that return a bounded number of entries each. Two implement it:
 * the in-memory index (memory-directory.ts, built from the API's listing by each process), and,
 * with DATABASE_URL, the cluster's stored listing read by indexed queries (lib/content/postgres),
 * so that an instance holds the facets of the version it reads and nothing of its businesses.
 * Pages, twins, sitemaps, companion files, the MCP tools and the search engines' results all read
 * the directory through this interface, never the whole listing at once.
 */

/** Some businesses of a list in listing order, and how many the whole list holds. */
export interface ListingSlice {
  entries: ListingEntry[];
  total: number;
}

/** Which businesses a stream or a count reads: all, or those updated since a date. */
export interface EntrySelection {
  since?: Date | null;
}

/** How many businesses one run of consecutive businesses holds, and the latest update among them. */
export interface ChunkSummary {
  businesses: number;
  /** The latest parseable updatedAt (the first of equal ones), null when none parses. */
  lastmod: string | null;
}

export interface Directory {
  readonly locale: string;
  /** The stored listing's version it reads (DATABASE_URL), or null for an index of the API's. */
  readonly version: string | null;
  /** How many businesses it holds. */
  readonly total: number;
  /** Sorted by name for the locale. */
  readonly categories: readonly Facet[];
  readonly cities: readonly Facet[];
  /** By ISO 3166-2 code (the slug), named in the directory's language. */
  readonly regions: readonly Facet[];
  /** facetSlug of a category's name in this language → its key, when the two differ. */
  readonly categoryAliases: ReadonlyMap<string, string>;
  /** The latest updatedAt of any business (the home page's lastmod). */
  readonly latestUpdate: string | null;

  /**
   * The businesses of a category, a city, both, or the whole directory (an empty query), from
   * `offset`, at most `limit`, in listing order.
   */
  list(query: ListingQuery, offset: number, limit: number): Promise<ListingSlice>;
  /** The entries at these positions in the listing, in the order asked (a search's results). */
  at(positions: readonly number[]): Promise<ListingEntry[]>;
  /** The entry of a business, or null when the directory does not hold it. */
  find(slug: string): Promise<ListingEntry | null>;
  /** How many businesses a selection holds. */
  count(selection?: EntrySelection): Promise<number>;
  /** A selection's businesses in listing order, from `offset`, at most `limit`. */
  slice(selection: EntrySelection, offset: number, limit: number): Promise<ListingEntry[]>;
  /** A selection's businesses in listing order, read in batches (never all at once). */
  stream(selection?: EntrySelection): AsyncIterable<ListingEntry>;
  /**
   * The selection cut into runs of `size` consecutive businesses (the parts of a split file: the
   * sitemap's, ai-content.txt's, the open data's), each run's size and latest update.
   */
  chunks(selection: EntrySelection, size: number): Promise<ChunkSummary[]>;
  /**
   * The businesses a profile suggests: the same category in one of its cities first, then the
   * rest of its category, then the other businesses of its cities, then those of the nearest
   * categories (related-businesses.ts), never the business itself.
   */
  related(slug: string, limit: number): Promise<ListingEntry[]>;
  /** The regions of each city's businesses, by city slug. */
  cityRegions(): Promise<ReadonlyMap<string, readonly string[]>>;
  /** The categories or cities of one region's businesses, each counted there, in facet order. */
  inRegion(region: string, kind: 'categories' | 'cities'): Promise<Facet[]>;
}

/** Batch size of the streams: enough to amortize a query, small enough to bound memory. */
export const DIRECTORY_STREAM_BATCH = 1_000;
