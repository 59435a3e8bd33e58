import type { DirectoryIndex } from '../listing-index';
import { resolveCategory, resolveCity, resolveRegionFilter } from '../listing-query';
import { tokenize } from './analyze';
import { EntryTable } from './entry-table';
import { searchDocumentsOf, type SearchSource } from './search-documents';
import type { SearchEngine } from './search-engine';
import {
  CLOSEST_LIMIT,
  normalizeQuery,
  type NearQuery,
  type SearchItem,
  type SearchQuery,
  type SearchResults,
  type Suggestions,
} from './search-query';
import { noSuggestions, SUGGEST_CANDIDATES, suggestionsOf } from './suggestions';
import { CompactMatcher } from './compact-matcher';
import type { TextMatch, TextMatcher } from './text-matcher';

/*
 * The search engine inside the server: MiniSearch for the text, the listing index for the
 * rest. Filters narrow what the text matches; facets count what is left; sorts and pages come
 * last. Everything answers from memory: a search makes no upstream call.
 */

/** Businesses indexed between two yields to the event loop. */
const INDEX_SLICE = 2_000;
/** No such position: a filter naming an unknown category, city or region matches nothing. */
const NOTHING = -1;

interface Built {
  index: DirectoryIndex;
  table: EntryTable;
  matcher: TextMatcher;
}

export class EmbeddedSearchEngine implements SearchEngine {
  private built: Built | null = null;

  /** `newMatcher`: another text index under the same filters and facets (the bench's). */
  constructor(private readonly newMatcher: () => TextMatcher = () => new CompactMatcher()) {}

  /** Builds in slices, giving the event loop back between them: requests go on meanwhile. */
  async index(source: SearchSource): Promise<void> {
    const matcher = this.newMatcher();
    let added = 0;
    for (const document of searchDocumentsOf(source)) {
      matcher.add(document);
      if (++added % INDEX_SLICE === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    matcher.seal();
    // Swapped in whole: a search during a rebuild answers from the previous index.
    this.built = { index: source.index, table: new EntryTable(source.index), matcher };
  }

  private current(): Built {
    if (!this.built) throw new Error('search engine used before index()');
    return this.built;
  }

  async search(raw: SearchQuery): Promise<SearchResults> {
    const { index, table, matcher } = this.current();
    const query = normalizeQuery(raw);
    const distances = query.near ? distancesOf(table, query.near) : null;
    const filter = withinRadius(filterOf(index, table, query), table, distances, query.near);
    const matches = query.text
      ? matcher.match(query.text, { filter: filter ?? undefined })
      : listingOrder(index, query, filter);
    const sorted = distances
      ? byDistance(matches, table, distances)
      : sortMatches(matches, query, table);
    const totalPages = Math.max(1, Math.ceil(sorted.length / query.limit));
    const start = (query.page - 1) * query.limit;
    const results: SearchResults = {
      query,
      items: sorted
        .slice(start, start + query.limit)
        .map((match) => itemOf(index, match, table, distances)),
      total: sorted.length,
      totalPages,
      facets: table.facetsOf(sorted.map((match) => match.position)),
    };
    if (sorted.length === 0 && query.text) {
      const loose = matcher.match(query.text, { loose: true, filter: filter ?? undefined });
      // Near a place, the closest of them nearest first too, each with its distance.
      const closest = distances ? byDistance(loose, table, distances) : loose;
      results.closest = closest
        .slice(0, CLOSEST_LIMIT)
        .map((match) => itemOf(index, match, table, distances));
      if (filter) results.withoutFilters = matcher.match(query.text).length;
      // Offered only when it finds something under the same filters: never a second dead end.
      const respelled = matcher.spell?.(query.text);
      if (respelled && matcher.match(respelled, { filter: filter ?? undefined }).length > 0)
        results.didYouMean = respelled;
    }
    return results;
  }

  async suggest(text: string, limit = 5): Promise<Suggestions> {
    const { index, matcher } = this.current();
    if (tokenize(text).length === 0) return noSuggestions();
    const best = matcher
      .match(text, { allPrefixes: true })
      .slice(0, SUGGEST_CANDIDATES)
      .map((match) => match.position);
    return suggestionsOf(
      index,
      text,
      best.map((position) => index.entries[position]!),
      limit,
    );
  }
}

function filterOf(
  index: DirectoryIndex,
  table: EntryTable,
  query: SearchQuery,
): ((position: number) => boolean) | null {
  if (!query.category && !query.city && !query.region && !query.verified) return null;
  const idOf = (ids: Map<string, number>, slug: string | null) =>
    slug === null ? NOTHING : (ids.get(slug) ?? NOTHING);
  const category = query.category
    ? idOf(table.categoryIds, resolveCategory(index, query.category))
    : null;
  const city = query.city ? idOf(table.cityIds, resolveCity(index, query.city)) : null;
  const region = query.region
    ? idOf(table.regionIds, resolveRegionFilter(index, query.region))
    : null;
  return (position) =>
    (category === null || table.categoryIs(position, category)) &&
    (city === null || table.cityIs(position, city)) &&
    (region === null || table.regionIs(position, region)) &&
    (!query.verified || index.entries[position]!.isVerified);
}

/** Without a text: every business the filters let through, in listing order. */
function listingOrder(
  index: DirectoryIndex,
  query: SearchQuery,
  filter: ((position: number) => boolean) | null,
): TextMatch[] {
  const category = query.category ? resolveCategory(index, query.category) : null;
  // The category's own list is far shorter than the directory: start from it when there is one.
  const candidates = category
    ? (index.byCategory.get(category) ?? [])
    : index.entries.map((_, position) => position);
  const matches: TextMatch[] = [];
  for (const position of candidates)
    if (!filter || filter(position)) matches.push({ position, score: 0 });
  return matches;
}

function sortMatches(matches: TextMatch[], query: SearchQuery, table: EntryTable): TextMatch[] {
  if (query.sort === 'name')
    return matches.sort((a, b) => table.nameRank[a.position]! - table.nameRank[b.position]!);
  if (query.sort === 'updated')
    return matches.sort((a, b) => table.updatedRank[a.position]! - table.updatedRank[b.position]!);
  return matches;
}

function itemOf(
  index: DirectoryIndex,
  match: TextMatch,
  table?: EntryTable,
  distances?: Float64Array | null,
): SearchItem {
  const item: SearchItem = { ...index.entries[match.position]!, score: match.score };
  if (table && distances) item.distanceKm = table.nearestCity(match.position, distances);
  return item;
}

/** The near query's distances by city id: NaN for a city without a known centre. */
function distancesOf(table: EntryTable, near: NearQuery): Float64Array {
  const distances = new Float64Array(table.cityIds.size).fill(Number.NaN);
  for (const [slug, id] of table.cityIds) {
    const distance = near.cityDistances.get(slug);
    if (distance !== undefined) distances[id] = distance;
  }
  return distances;
}

/** Only businesses with a city of known centre, within the radius when there is one. */
function withinRadius(
  filter: ((position: number) => boolean) | null,
  table: EntryTable,
  distances: Float64Array | null,
  near: NearQuery | undefined,
): ((position: number) => boolean) | null {
  if (!distances || !near) return filter;
  const limit = near.radiusKm ?? Number.POSITIVE_INFINITY;
  return (position) => {
    if (filter !== null && !filter(position)) return false;
    const distance = table.nearestCity(position, distances);
    return Number.isFinite(distance) && distance <= limit;
  };
}

/** Nearest first; at equal distance (one city), the text's order. */
function byDistance(matches: TextMatch[], table: EntryTable, distances: Float64Array): TextMatch[] {
  const distance = new Map(
    matches.map((match) => [match.position, table.nearestCity(match.position, distances)]),
  );
  return matches.sort((a, b) => distance.get(a.position)! - distance.get(b.position)!);
}
