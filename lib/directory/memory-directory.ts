import { facetSlug } from './facet-slug';
import type { ChunkSummary, Directory, EntrySelection, ListingSlice } from './directory';
import type { DirectoryIndex, Facet, ListingEntry } from './listing-index';
import { queryIndex, type ListingQuery } from './listing-query';
import { relatedBusinesses } from './related-businesses';
import { updatedSince } from './updated-since';

/*
 * The directory over an index this process holds (listing-index.ts): every read is an array
 * slice or a map lookup, answered at once. The index's own search engine (search/embedded-engine)
 * reads the same index.
 */

function selected(index: DirectoryIndex, selection: EntrySelection): readonly ListingEntry[] {
  const since = selection.since ?? null;
  return since === null
    ? index.entries
    : index.entries.filter((entry) => updatedSince(entry.updatedAt, since));
}

/** Each run of `size` entries' size and latest parseable update (the first of equal ones). */
function chunksOf(entries: readonly ListingEntry[], size: number): ChunkSummary[] {
  const chunks: ChunkSummary[] = [];
  for (let start = 0; start < entries.length; start += size) {
    let lastmod: string | null = null;
    let latest = -Infinity;
    const end = Math.min(entries.length, start + size);
    for (let at = start; at < end; at += 1) {
      const updatedAt = entries[at]!.updatedAt;
      const time = updatedAt ? Date.parse(updatedAt) : NaN;
      if (!Number.isNaN(time) && time > latest) [lastmod, latest] = [updatedAt, time];
    }
    chunks.push({ businesses: end - start, lastmod });
  }
  return chunks;
}

/** The regions of each city's businesses, by city slug. */
function cityRegionsOf(index: DirectoryIndex): Map<string, readonly string[]> {
  return new Map(
    index.cities.map((facet) => {
      const regions = new Set<string>();
      for (const position of index.byCity.get(facet.slug) ?? [])
        for (const region of index.entries[position]!.regions) regions.add(region);
      return [facet.slug, [...regions]];
    }),
  );
}

/** The categories or cities of one region's businesses, each counted there. */
function inRegionOf(index: DirectoryIndex, region: string, kind: 'categories' | 'cities'): Facet[] {
  const counts = new Map<string, number>();
  const add = (slug: string) => counts.set(slug, (counts.get(slug) ?? 0) + 1);
  for (const position of index.byRegion.get(region) ?? []) {
    const entry = index.entries[position]!;
    if (kind === 'categories') {
      if (entry.categorySlug) add(entry.categorySlug);
    } else for (const city of entry.cities) add(facetSlug(city));
  }
  return index[kind]
    .filter((facet) => counts.has(facet.slug))
    .map((facet) => ({ ...facet, count: counts.get(facet.slug)! }));
}

export class MemoryDirectory implements Directory {
  readonly locale: string;
  private bySlug: Map<string, ListingEntry> | null = null;
  private regionsByCity: Map<string, readonly string[]> | null = null;

  /** `version`: the stored listing's version the index was built from, if it was. */
  constructor(
    readonly index: DirectoryIndex,
    readonly version: string | null = null,
  ) {
    this.locale = index.locale;
  }

  get total(): number {
    return this.index.entries.length;
  }
  get categories(): readonly Facet[] {
    return this.index.categories;
  }
  get cities(): readonly Facet[] {
    return this.index.cities;
  }
  get regions(): readonly Facet[] {
    return this.index.regions;
  }
  get categoryAliases(): ReadonlyMap<string, string> {
    return this.index.categoryAliases;
  }
  get latestUpdate(): string | null {
    return this.index.latestUpdate;
  }

  async list(query: ListingQuery, offset: number, limit: number): Promise<ListingSlice> {
    const matches = queryIndex(this.index, query);
    return { entries: matches.slice(offset, offset + limit), total: matches.length };
  }

  async at(positions: readonly number[]): Promise<ListingEntry[]> {
    return positions.flatMap((position) => {
      const entry = this.index.entries[position];
      return entry ? [entry] : [];
    });
  }

  async find(slug: string): Promise<ListingEntry | null> {
    this.bySlug ??= new Map(this.index.entries.map((entry) => [entry.slug, entry]));
    return this.bySlug.get(slug) ?? null;
  }

  async count(selection: EntrySelection = {}): Promise<number> {
    return selected(this.index, selection).length;
  }

  async slice(selection: EntrySelection, offset: number, limit: number): Promise<ListingEntry[]> {
    return selected(this.index, selection).slice(offset, offset + limit);
  }

  async *stream(selection: EntrySelection = {}): AsyncGenerator<ListingEntry> {
    yield* selected(this.index, selection);
  }

  async chunks(selection: EntrySelection, size: number): Promise<ChunkSummary[]> {
    return chunksOf(selected(this.index, selection), size);
  }

  async related(slug: string, limit: number): Promise<ListingEntry[]> {
    return relatedBusinesses(this.index, slug, limit);
  }

  async cityRegions(): Promise<ReadonlyMap<string, readonly string[]>> {
    this.regionsByCity ??= cityRegionsOf(this.index);
    return this.regionsByCity;
  }

  async inRegion(region: string, kind: 'categories' | 'cities'): Promise<Facet[]> {
    return inRegionOf(this.index, region, kind);
  }
}
