import type { DirectoryIndex, Facet } from '../listing-index';
import type { FacetCount } from './search-query';

/*
 * Per-entry numbers the engine filters, counts and sorts by, computed once per index: a
 * search touching every business must not compute a slug or compare names per hit. Typed
 * arrays, not objects, for the same memory reasons as the listing index.
 */

function idsOf(facets: Facet[]): Map<string, number> {
  return new Map(facets.map((facet, id) => [facet.slug, id]));
}

/**
 * A facet an entry may have several values of (cities, regions): entry p's ids are
 * list[start[p]] up to list[start[p + 1]].
 */
class ManyValued {
  private readonly start: Uint32Array;
  private readonly list: Uint32Array;

  constructor(size: number, groups: Map<string, number[]>, ids: Map<string, number>) {
    const counts = new Uint32Array(size + 1);
    for (const positions of groups.values())
      for (const position of positions) counts[position + 1] = counts[position + 1]! + 1;
    for (let position = 0; position < size; position += 1)
      counts[position + 1] = counts[position + 1]! + counts[position]!;
    this.start = counts;
    this.list = new Uint32Array(counts[size] as number);
    const filled = new Uint32Array(size);
    for (const [slug, positions] of groups) {
      const id = ids.get(slug) as number;
      for (const position of positions) {
        this.list[(counts[position] as number) + (filled[position] as number)] = id;
        filled[position] = filled[position]! + 1;
      }
    }
  }

  has(position: number, id: number): boolean {
    for (let at = this.start[position]!; at < this.start[position + 1]!; at += 1)
      if (this.list[at] === id) return true;
    return false;
  }

  /** The smallest of `values` (by id) over the entry's ids; NaN values are unknown. */
  smallest(position: number, values: Float64Array): number {
    let smallest = Number.POSITIVE_INFINITY;
    for (let at = this.start[position]!; at < this.start[position + 1]!; at += 1) {
      const value = values[this.list[at]!]!;
      if (value < smallest) smallest = value;
    }
    return smallest;
  }

  count(position: number, counts: Uint32Array): void {
    for (let at = this.start[position]!; at < this.start[position + 1]!; at += 1) {
      const id = this.list[at]!;
      counts[id] = counts[id]! + 1;
    }
  }
}

export interface EntryFacets {
  categories: FacetCount[];
  cities: FacetCount[];
  regions: FacetCount[];
}

export class EntryTable {
  readonly categoryIds: Map<string, number>;
  readonly cityIds: Map<string, number>;
  readonly regionIds: Map<string, number>;
  /** The entry's category's position in index.categories, -1 without one. */
  private readonly categoryOf: Int32Array;
  private readonly cities: ManyValued;
  private readonly regions: ManyValued;
  /** Rank of each entry by name in the index's language, and by date of update (newest 0). */
  readonly nameRank: Uint32Array;
  readonly updatedRank: Uint32Array;

  constructor(private readonly index: DirectoryIndex) {
    const size = index.entries.length;
    this.categoryIds = idsOf(index.categories);
    this.cityIds = idsOf(index.cities);
    this.regionIds = idsOf(index.regions);
    this.categoryOf = new Int32Array(size).fill(-1);
    for (const [slug, positions] of index.byCategory) {
      const id = this.categoryIds.get(slug) as number;
      for (const position of positions) this.categoryOf[position] = id;
    }
    this.cities = new ManyValued(size, index.byCity, this.cityIds);
    this.regions = new ManyValued(size, index.byRegion, this.regionIds);
    const collator = new Intl.Collator(index.locale, { sensitivity: 'base', numeric: true });
    this.nameRank = rankBy(size, (a, b) =>
      collator.compare(index.entries[a]!.name, index.entries[b]!.name),
    );
    this.updatedRank = rankBy(size, (a, b) => {
      const left = index.entries[a]!.updatedAt ?? '';
      const right = index.entries[b]!.updatedAt ?? '';
      return left === right ? 0 : left > right ? -1 : 1;
    });
  }

  categoryIs(position: number, id: number): boolean {
    return this.categoryOf[position] === id;
  }

  cityIs(position: number, id: number): boolean {
    return this.cities.has(position, id);
  }

  /** Kilometres to the entry's nearest city, from distances by city id (NaN: no centre); Infinity without one. */
  nearestCity(position: number, distancesByCityId: Float64Array): number {
    return this.cities.smallest(position, distancesByCityId);
  }

  regionIs(position: number, id: number): boolean {
    return this.regions.has(position, id);
  }

  /** Categories, cities and regions of some entries, each with how many of them it holds. */
  facetsOf(positions: Iterable<number>): EntryFacets {
    const categories = new Uint32Array(this.index.categories.length);
    const cities = new Uint32Array(this.index.cities.length);
    const regions = new Uint32Array(this.index.regions.length);
    for (const position of positions) {
      const category = this.categoryOf[position]!;
      if (category >= 0) categories[category] = categories[category]! + 1;
      this.cities.count(position, cities);
      this.regions.count(position, regions);
    }
    return {
      categories: countsOf(this.index.categories, categories),
      cities: countsOf(this.index.cities, cities),
      regions: countsOf(this.index.regions, regions),
    };
  }
}

function rankBy(size: number, compare: (a: number, b: number) => number): Uint32Array {
  const order = Array.from({ length: size }, (_, position) => position).sort(
    (a, b) => compare(a, b) || a - b,
  );
  const rank = new Uint32Array(size);
  order.forEach((position, at) => {
    rank[position] = at;
  });
  return rank;
}

/** Non-zero counts, most first; facets are already in name order, which breaks ties. */
function countsOf(facets: Facet[], counts: Uint32Array): FacetCount[] {
  const result: FacetCount[] = [];
  facets.forEach((facet, id) => {
    const count = counts[id]!;
    if (count > 0) result.push({ slug: facet.slug, name: facet.name, count });
  });
  return result.sort((a, b) => b.count - a.count);
}
