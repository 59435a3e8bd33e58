import { indexEntries } from './index-entries';
import type { ListedBusiness } from './listed-business';
import { listingEntryOf } from './listing-entry';

/*
 * The slim index of the directory: per business only what lists, filters and sitemaps show or
 * search, and per category and city the businesses they hold. Built once from the streamed
 * listing, it lets every listing page answer from memory instead of re-reading a listing of
 * tens of megabytes. Memory is the budget here (100,000 businesses in two languages must fit
 * beside the server in 512 MB), hence short strings copied out of the listing, one instance of
 * each category and city name, and arrays of positions rather than of objects.
 */

export interface ListingEntry {
  slug: string;
  name: string;
  /** The description cut to ENTRY_DESCRIPTION_LENGTH, or the start of the Markdown without one. */
  description: string;
  logoUrl: string | null;
  category: string;
  /** The key of its category page ('' without a category); see ListingIndexOptions.categoryKey. */
  categorySlug: string;
  /** Cities of its locations, each once (by page slug, first spelling kept), in order. */
  cities: string[];
  /**
   * ISO 3166-2 codes of its locations' regions (CA-QC, US-NY), each once, in order: derived
   * from postal codes (lib/places/region.ts). One shared array per distinct list.
   */
  regions: readonly string[];
  isVerified: boolean;
  updatedAt: string | null;
  /**
   * Tags, types, areas and cities, addresses and the start of the Markdown body, folded for
   * search, each field after SEARCH_FIELD_SEPARATOR (see SEARCH_TEXT_FIELDS); the engine reads
   * the name, description (as kept) and category from the fields above. The full description
   * is not searched: it would multiply the index's size. Empty on the entries a stored
   * directory reads, which PostgreSQL searches.
   */
  searchText: string;
}

export interface Facet {
  /** The URL segment of its page. */
  slug: string;
  name: string;
  count: number;
  /** The latest updatedAt of its businesses (the page's lastmod). */
  lastmod: string | null;
}

export interface DirectoryIndex {
  locale: string;
  entries: ListingEntry[];
  /** Sorted by name for the locale. */
  categories: Facet[];
  cities: Facet[];
  /** Regions by ISO 3166-2 code (the slug), named in the index's language. */
  regions: Facet[];
  /** Positions in `entries` of each category's, city's and region's businesses, in listing order. */
  byCategory: Map<string, number[]>;
  byCity: Map<string, number[]>;
  byRegion: Map<string, number[]>;
  /** facetSlug of a category's name in this language → its key, when the two differ. */
  categoryAliases: Map<string, string>;
  /** The latest updatedAt of any business (the home page's lastmod). */
  latestUpdate: string | null;
}

export interface ListingIndexOptions {
  /**
   * The key of a business's category page. Category names are translated (Bakery,
   * Boulangerie), but a page must have one path in both languages for its hreflang
   * alternates and the language switch, so the French index takes each business's key from
   * the English one; undefined falls back to the slug of the name.
   */
  categoryKey?: (business: ListedBusiness) => string | undefined;
  /**
   * The same business in the other language's index, if loaded: the strings both languages
   * spell alike (slug, name, logo, date, cities) are kept once for the two indexes.
   */
  sameBusiness?: (slug: string) => ListingEntry | undefined;
  /**
   * The index this one replaces (a refresh): an entry that has not changed is taken over as it
   * is, and an index whose every entry is unchanged is the previous index itself. A refresh of
   * unchanged data then costs no second copy of the directory in memory, and everything keyed
   * on the index (the search engines) is kept.
   */
  previous?: DirectoryIndex;
}

/**
 * The options of a language's index that takes its category keys (and the strings both spell
 * alike) from the default language's index.
 */
export function optionsFromDefaultIndex(english: DirectoryIndex): ListingIndexOptions {
  const bySlug = new Map(english.entries.map((entry) => [entry.slug, entry]));
  return {
    categoryKey: (business) => bySlug.get(business.slug)?.categorySlug || undefined,
    sameBusiness: (slug) => bySlug.get(slug),
  };
}

/** Whether two entries say the same (a refresh keeps the older one). */
export function sameEntry(a: ListingEntry, b: ListingEntry): boolean {
  return (
    a.slug === b.slug &&
    a.name === b.name &&
    a.description === b.description &&
    a.logoUrl === b.logoUrl &&
    a.category === b.category &&
    a.categorySlug === b.categorySlug &&
    a.isVerified === b.isVerified &&
    a.updatedAt === b.updatedAt &&
    a.searchText === b.searchText &&
    a.cities.length === b.cities.length &&
    a.cities.every((city, position) => city === b.cities[position]) &&
    a.regions.join(' ') === b.regions.join(' ')
  );
}

/** The other language's string when it is the same text, else a detached copy of this one. */
function shared(value: string, other: string | null | undefined): string {
  return value === other ? other : detached(value);
}

/**
 * A copy that shares no memory with the string it came from: V8 keeps a slice of a long
 * string (a cut description, a trimmed field) as a view into it, which would keep every full
 * description and Markdown body of the listing alive as long as the index. Strings shorter
 * than 13 characters are never views.
 */
export function detached(value: string): string {
  return value.length < 13 ? value : Buffer.from(value, 'utf8').toString('utf8');
}

/** One instance of each repeated string (category and city names and slugs). */
class Interner {
  private readonly strings = new Map<string, string>();

  get(value: string): string {
    const known = this.strings.get(value);
    if (known !== undefined) return known;
    const copy = detached(value);
    this.strings.set(copy, copy);
    return copy;
  }
}

/** No region: one array for every such entry. */
const NO_REGIONS: readonly string[] = Object.freeze([]);

export class ListingIndexBuilder {
  private readonly entries: ListingEntry[] = [];
  private readonly interner = new Interner();
  /**
   * One array per distinct list of regions: almost every business has one region, so a
   * directory holds a few dozen lists, shared by every entry of both languages.
   */
  private readonly regionLists: Map<string, readonly string[]>;
  /** The previous index's entries by slug (a refresh), dropped once built. */
  private previousEntries: Map<string, ListingEntry> | null;

  constructor(private readonly options: ListingIndexOptions = {}) {
    this.regionLists = regionListsOf(options.previous);
    this.previousEntries = options.previous
      ? new Map(options.previous.entries.map((entry) => [entry.slug, entry]))
      : null;
  }

  /** A business of the listing (from the API, or the cluster's stored listing), in order. */
  add(listed: ListedBusiness): void {
    const own = listingEntryOf(listed, this.options.categoryKey?.(listed));
    const same = this.options.sameBusiness?.(own.slug);
    const ownCities = own.cities.map((city) => this.interner.get(city));
    const entry: ListingEntry = {
      slug: shared(own.slug, same?.slug),
      name: shared(own.name, same?.name),
      description: detached(own.description),
      logoUrl: own.logoUrl === null ? null : shared(own.logoUrl, same?.logoUrl),
      category: this.interner.get(own.category),
      categorySlug: this.interner.get(own.categorySlug),
      cities:
        same && same.cities.join('\u0000') === ownCities.join('\u0000') ? same.cities : ownCities,
      regions: this.regionList(own.regions),
      isVerified: own.isVerified,
      updatedAt: own.updatedAt === null ? null : shared(own.updatedAt, same?.updatedAt),
      searchText: detached(own.searchText),
    };
    const before = this.previousEntries?.get(own.slug);
    this.entries.push(before && sameEntry(before, entry) ? before : entry);
  }

  private regionList(regions: readonly string[]): readonly string[] {
    if (regions.length === 0) return NO_REGIONS;
    const key = regions.join(' ');
    const known = this.regionLists.get(key);
    if (known) return known;
    const list = Object.freeze(regions);
    this.regionLists.set(key, list);
    return list;
  }

  get size(): number {
    return this.entries.length;
  }

  build(locale: string): DirectoryIndex {
    this.previousEntries = null;
    const previous = this.options.previous;
    if (
      previous &&
      previous.locale === locale &&
      previous.entries.length === this.entries.length &&
      previous.entries.every((entry, position) => entry === this.entries[position])
    )
      return previous;
    return indexEntries(this.entries, locale);
  }
}

/** The region lists of the index a refresh replaces, so that unchanged entries stay equal. */
function regionListsOf(previous: DirectoryIndex | undefined): Map<string, readonly string[]> {
  const lists = new Map<string, readonly string[]>();
  for (const entry of previous?.entries ?? [])
    if (entry.regions.length > 0) lists.set(entry.regions.join(' '), entry.regions);
  return lists;
}
