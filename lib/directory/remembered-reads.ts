import { Lru } from '@/lib/async/lru.mjs';
import type { ChunkSummary, Directory, EntrySelection, ListingSlice } from './directory';
import type { Facet, ListingEntry } from './listing-index';
import type { ListingQuery } from './listing-query';

/*
 * A stored directory's answers, remembered for the version they are of: the pages people and
 * crawlers ask most (the first pages of the directory, of each category and city, a profile's
 * neighbours) cost one query per version instead of one per request, and stay readable while
 * the database is down: the last good page rather than a 503. Bounded by the entries the kept
 * answers hold. A version never changes, so nothing expires: a new version is a new directory
 * with an empty memory.
 */

/** Entries kept per directory, over all its answers (a count or an empty answer weighs one). */
const REMEMBERED_ENTRIES = 10_000;

/** An answer's arrays are each caller's own, as the directory's are (a caller may sort a page). */
function copied<T>(answer: T): T {
  if (Array.isArray(answer)) return [...answer] as T;
  const slice = answer as Partial<ListingSlice> | null;
  if (slice && Array.isArray(slice.entries)) return { ...slice, entries: [...slice.entries] } as T;
  return answer;
}

function weightOf(answer: unknown): number {
  if (Array.isArray(answer)) return Math.max(1, answer.length);
  const entries = (answer as Partial<ListingSlice> | null)?.entries;
  return Array.isArray(entries) ? Math.max(1, entries.length) : 1;
}

type Reads = Pick<
  Directory,
  'list' | 'find' | 'count' | 'slice' | 'chunks' | 'related' | 'inRegion'
>;

export class RememberedReads implements Directory {
  private readonly answers = new Lru<string, unknown>({
    capacity: REMEMBERED_ENTRIES,
    weigh: weightOf,
  });
  /** Reads under way, shared by the requests that ask the same at once. */
  private readonly reading = new Map<string, Promise<unknown>>();

  constructor(private readonly directory: Directory) {}

  get locale(): string {
    return this.directory.locale;
  }
  get version(): string | null {
    return this.directory.version;
  }
  get total(): number {
    return this.directory.total;
  }
  get categories(): readonly Facet[] {
    return this.directory.categories;
  }
  get cities(): readonly Facet[] {
    return this.directory.cities;
  }
  get regions(): readonly Facet[] {
    return this.directory.regions;
  }
  get categoryAliases(): ReadonlyMap<string, string> {
    return this.directory.categoryAliases;
  }
  get latestUpdate(): string | null {
    return this.directory.latestUpdate;
  }

  /** One read, shared by the requests that ask it at once; a failed one is not kept. */
  private remembered<K extends keyof Reads>(
    method: K,
    args: Parameters<Reads[K]>,
  ): ReturnType<Reads[K]> {
    const key = JSON.stringify([method, args]);
    const kept = this.answers.get(key);
    if (kept !== undefined) return Promise.resolve(copied(kept)) as ReturnType<Reads[K]>;
    let read = this.reading.get(key);
    if (!read) {
      const ask = this.directory[method] as (...all: unknown[]) => Promise<unknown>;
      read = ask.apply(this.directory, args).then((answer) => {
        this.answers.set(key, answer);
        return answer;
      });
      const under = read;
      this.reading.set(key, under);
      void under.finally(() => this.reading.delete(key)).catch(() => undefined);
    }
    return read.then(copied) as ReturnType<Reads[K]>;
  }

  list(query: ListingQuery, offset: number, limit: number): Promise<ListingSlice> {
    return this.remembered('list', [query, offset, limit]);
  }
  find(slug: string): Promise<ListingEntry | null> {
    return this.remembered('find', [slug]);
  }
  count(selection: EntrySelection = {}): Promise<number> {
    return this.remembered('count', [selection]);
  }
  slice(selection: EntrySelection, offset: number, limit: number): Promise<ListingEntry[]> {
    return this.remembered('slice', [selection, offset, limit]);
  }
  chunks(selection: EntrySelection, size: number): Promise<ChunkSummary[]> {
    return this.remembered('chunks', [selection, size]);
  }
  related(slug: string, limit: number): Promise<ListingEntry[]> {
    return this.remembered('related', [slug, limit]);
  }
  inRegion(region: string, kind: 'categories' | 'cities'): Promise<Facet[]> {
    return this.remembered('inRegion', [region, kind]);
  }

  /** A search's results: positions vary too much to be worth keeping. */
  at(positions: readonly number[]): Promise<ListingEntry[]> {
    return this.directory.at(positions);
  }
  stream(selection?: EntrySelection): AsyncIterable<ListingEntry> {
    return this.directory.stream(selection);
  }
  cityRegions(): Promise<ReadonlyMap<string, readonly string[]>> {
    return this.directory.cityRegions();
  }
}
