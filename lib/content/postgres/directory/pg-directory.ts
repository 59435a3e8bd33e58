import {
  DIRECTORY_STREAM_BATCH,
  type ChunkSummary,
  type Directory,
  type EntrySelection,
  type ListingSlice,
} from '@/lib/directory/directory';
import type { Facet, ListingEntry } from '@/lib/directory/listing-index';
import type { ListingQuery } from '@/lib/directory/listing-query';
import { SearchVersionMissingError } from '@/lib/directory/search/stored-search';
import type { Locale } from '@/lib/i18n/routing';
import { withoutNul } from '../entry-rows';
import type { PgDatabase, Queryable } from '../pg-database';
import {
  cityRowsOrder,
  entriesAt,
  entriesOf,
  positionedEntriesOf,
  type RowChoice,
} from './directory-rows';
import { chunksOfRows } from './directory-chunks';
import { relatedPositions } from './pg-related';
import type { DirectoryFacets, StoredRegionFacets } from './stored-facets';

/*
 * One language's directory at one stored version, read from PostgreSQL: the facets it was
 * opened with are at hand, every business is read by an indexed query on the search rows
 * (directory-rows.ts) and answered as the in-memory directory answers (memory-directory.ts).
 * Each read is one read-only REPEATABLE READ transaction that first checks that the search
 * rows are still of this version: the writer replaces a version's rows and facets in one
 * transaction, so a read of a replaced version fails with SearchVersionMissingError (the
 * caller opens the new version and reads again), never with a short or empty answer; a database
 * that cannot answer, with the store's ContentStoreUnavailableError (a 503). A revision of the same version (the other language's words changed: search-reconcile.ts) is
 * read as that version: a French row re-keyed to a renamed English category then meets the
 * facets it was opened with until the French listing's next version, as a French index in
 * memory keeps the English keys it was built with.
 */

/** What `?since=` keeps, as milliseconds; NaN for a date that keeps nothing (updated-since.ts). */
function sinceMs(selection: EntrySelection): number | null {
  return selection.since ? selection.since.getTime() : null;
}

export class PgDirectory implements Directory {
  readonly total: number;
  readonly categories: readonly Facet[];
  readonly cities: readonly Facet[];
  readonly regions: readonly Facet[];
  readonly categoryAliases: ReadonlyMap<string, string>;
  readonly latestUpdate: string | null;
  private readonly categoryCounts: Map<string, number>;
  private readonly cityCounts: Map<string, number>;
  private regionFacets: Promise<StoredRegionFacets> | null = null;
  private regionsByCity: Map<string, readonly string[]> | null = null;

  constructor(
    private readonly database: PgDatabase,
    readonly locale: Locale,
    readonly version: string,
    facets: DirectoryFacets,
  ) {
    this.total = facets.total;
    this.categories = facets.categories;
    this.cities = facets.cities;
    this.regions = facets.regions;
    this.categoryAliases = facets.categoryAliases;
    this.latestUpdate = facets.latestUpdate;
    this.categoryCounts = new Map(facets.categories.map((facet) => [facet.slug, facet.count]));
    this.cityCounts = new Map(facets.cities.map((facet) => [facet.slug, facet.count]));
  }

  /** `work` in one read-only snapshot in which this version's rows are the current ones. */
  private reading<T>(work: (db: Queryable) => Promise<T>): Promise<T> {
    return this.database.transaction(async (db) => {
      const current = await db.query(
        'SELECT 1 FROM directory_search_state WHERE locale = $1 AND version = $2',
        [this.locale, this.version],
      );
      if (current.length === 0) throw new SearchVersionMissingError(this.locale, this.version);
      return work(db);
    }, true);
  }

  private entries(choice: RowChoice): Promise<ListingEntry[]> {
    if (choice.limit <= 0) return Promise.resolve([]);
    return this.reading((db) => entriesOf(db, this.locale, this.version, choice));
  }

  async list(query: ListingQuery, offset: number, limit: number): Promise<ListingSlice> {
    const { categorySlug: category, citySlug: city } = query;
    const page = { offset: Math.max(0, offset), limit };
    if (!category && !city)
      return { entries: await this.wholeSlice(offset, limit), total: this.total };
    if (category && !this.categoryCounts.has(category)) return { entries: [], total: 0 };
    if (city && !this.cityCounts.has(city)) return { entries: [], total: 0 };
    if (!city) {
      const where = 's.category_key = $3';
      const total = this.categoryCounts.get(category!)!;
      return { entries: await this.entries({ where, values: [category], ...page }), total };
    }
    const inCity = 's.city_slugs @> ARRAY[$3::text]';
    if (!category) {
      const total = this.cityCounts.get(city)!;
      const order = cityRowsOrder(total, this.total, page.offset + limit);
      return {
        entries: await this.entries({ where: inCity, values: [city], order, ...page }),
        total,
      };
    }
    // A category in a city: counted with its page, in the same snapshot.
    const where = `${inCity} AND s.category_key = $4`;
    return this.reading(async (db) => {
      const [counted] = await db.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM directory_search
         WHERE locale = $1 AND city_slugs @> ARRAY[$2::text] AND category_key = $3`,
        [this.locale, city, category],
      );
      const entries =
        limit > 0
          ? await entriesOf(db, this.locale, this.version, {
              where,
              values: [city, category],
              ...page,
            })
          : [];
      return { entries, total: counted?.total ?? 0 };
    });
  }

  /** Positions are 0 … total − 1: a page of the whole directory is a range of them. */
  private wholeSlice(offset: number, limit: number): Promise<ListingEntry[]> {
    const from = Math.max(0, offset);
    if (from >= this.total) return Promise.resolve([]);
    return this.entries({ where: 's.position >= $3', values: [from], limit });
  }

  async at(positions: readonly number[]): Promise<ListingEntry[]> {
    const held = positions.filter(
      (position) => Number.isInteger(position) && position >= 0 && position < this.total,
    );
    if (held.length === 0) return [];
    return this.reading((db) => entriesAt(db, this.locale, this.version, held));
  }

  /** The last business of the slug, as the in-memory directory's map by slug keeps it. */
  async find(slug: string): Promise<ListingEntry | null> {
    const [entry] = await this.entries({
      where: 's.slug = $3',
      values: [withoutNul(slug)],
      order: 's.position DESC',
      limit: 1,
    });
    return entry?.slug === slug ? entry : null;
  }

  async count(selection: EntrySelection = {}): Promise<number> {
    const since = sinceMs(selection);
    if (since === null) return this.total;
    if (Number.isNaN(since)) return 0;
    return this.reading(async (db) => {
      const [counted] = await db.query<{ total: number }>(
        'SELECT count(*)::int AS total FROM directory_search WHERE locale = $1 AND updated_ms >= $2',
        [this.locale, since],
      );
      return counted?.total ?? 0;
    });
  }

  async slice(selection: EntrySelection, offset: number, limit: number): Promise<ListingEntry[]> {
    const since = sinceMs(selection);
    if (since === null) return this.wholeSlice(offset, limit);
    if (Number.isNaN(since)) return [];
    return this.entries({
      where: 's.updated_ms >= $3',
      values: [since],
      offset: Math.max(0, offset),
      limit,
    });
  }

  /** By keyset on position, one batch per snapshot: a stream never holds a connection. */
  async *stream(selection: EntrySelection = {}): AsyncGenerator<ListingEntry> {
    const since = sinceMs(selection);
    if (since !== null && Number.isNaN(since)) return;
    let after = -1;
    for (;;) {
      const values = since === null ? [after] : [after, since];
      const batch = await this.reading((db) =>
        positionedEntriesOf(db, this.locale, this.version, {
          where: since === null ? 's.position > $3' : 's.position > $3 AND s.updated_ms >= $4',
          values,
          limit: DIRECTORY_STREAM_BATCH,
        }),
      );
      for (const { entry } of batch) yield entry;
      if (batch.length < DIRECTORY_STREAM_BATCH) return;
      after = batch.at(-1)!.position;
    }
  }

  async chunks(selection: EntrySelection, size: number): Promise<ChunkSummary[]> {
    const since = sinceMs(selection);
    if (since !== null && Number.isNaN(since)) return [];
    return this.reading((db) => chunksOfRows(db, this.locale, since, size));
  }

  async related(slug: string, limit: number): Promise<ListingEntry[]> {
    // No row holds a NUL (PostgreSQL's text cannot): such a slug names no business here.
    if (limit <= 0 || slug.includes('\u0000')) return [];
    // The in-memory directory takes businesses while it holds fewer than `limit`.
    const wanted = Math.ceil(limit);
    return this.reading(async (db) => {
      const positions = await relatedPositions(db, this, slug, wanted);
      return entriesAt(db, this.locale, this.version, positions);
    });
  }

  async cityRegions(): Promise<ReadonlyMap<string, readonly string[]>> {
    if (!this.regionsByCity) {
      const stored = new Map((await this.storedRegionFacets()).cityRegions);
      this.regionsByCity = new Map(
        this.cities.map((facet) => [facet.slug, stored.get(facet.slug) ?? []]),
      );
    }
    return this.regionsByCity;
  }

  async inRegion(region: string, kind: 'categories' | 'cities'): Promise<Facet[]> {
    const { inRegion } = await this.storedRegionFacets();
    const counts = new Map(Object.hasOwn(inRegion, region) ? inRegion[region]![kind] : []);
    return this[kind]
      .filter((facet) => counts.has(facet.slug))
      .map((facet) => ({ ...facet, count: counts.get(facet.slug)! }));
  }

  /** Read once per version, at the first question about regions. */
  private storedRegionFacets(): Promise<StoredRegionFacets> {
    this.regionFacets ??= this.reading(async (db) => {
      const [row] = await db.query<{ region_facets: string }>(
        'SELECT region_facets FROM directory_search_state WHERE locale = $1',
        [this.locale],
      );
      return JSON.parse(row!.region_facets) as StoredRegionFacets;
    }).catch((error: unknown) => {
      this.regionFacets = null;
      throw error;
    });
    return this.regionFacets;
  }
}
