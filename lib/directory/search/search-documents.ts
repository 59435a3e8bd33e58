import type { DirectoryIndex, ListingEntry } from '../listing-index';
import { stem, tokenize } from './analyze';
import { SEARCH_FIELD_SEPARATOR, SEARCH_TEXT_FIELDS } from './search-text';

/*
 * What a search engine indexes of one business: its fields in the page's language (out of the
 * listing entry's searchText) and its name, category and types in the other language (out of
 * the other language's index), so that a French word on the English site still finds it.
 *
 * Fields of equal weight are merged, and a word is indexed once per business, in the field of
 * highest weight holding it: a template repeats the name and city in the description, and
 * every repeat would cost the index an entry per business (tens of megabytes at 100,000)
 * for a match the higher field already scores.
 */

/** In order of weight, highest first. */
export const SEARCH_DOCUMENT_FIELDS = [
  'name',
  'about',
  'twin',
  'places',
  'description',
  'more',
] as const;
export type SearchField = (typeof SEARCH_DOCUMENT_FIELDS)[number];

export type SearchDocument = Record<SearchField, string> & {
  /** The entry's position in its index: how a hit finds its way back to the entry. */
  position: number;
  slug: string;
};

/** Both languages' indexes of the directory: the page's own, and the other one when loaded. */
export interface SearchSource {
  index: DirectoryIndex;
  twin: DirectoryIndex | null;
}

type TextField = (typeof SEARCH_TEXT_FIELDS)[number] | 'name' | 'description' | 'category';
type Fields = Record<TextField, string>;

/** Every field of an entry the engine weighs: its own name, description and category, and its searchText. */
function fieldsOf(entry: ListingEntry): Fields {
  const values = entry.searchText.split(SEARCH_FIELD_SEPARATOR);
  const fields = {
    name: entry.name,
    description: entry.description,
    category: entry.category,
  } as Fields;
  SEARCH_TEXT_FIELDS.forEach((field, at) => {
    fields[field] = values[at] ?? '';
  });
  return fields;
}

/**
 * Finds a business in the other language's index. Both listings usually come in the same order,
 * so the entry at the same position is tried first; a map by slug is built only on the first
 * miss. A build thus keeps no copy of the other language's words for the whole directory: each
 * is read as its document is made.
 */
export class TwinFinder {
  private bySlug: Map<string, ListingEntry> | null = null;

  constructor(private readonly twin: DirectoryIndex | null) {}

  find(slug: string, position: number): ListingEntry | undefined {
    if (!this.twin) return undefined;
    const same = this.twin.entries[position];
    if (same?.slug === slug) return same;
    this.bySlug ??= new Map(this.twin.entries.map((entry) => [entry.slug, entry]));
    return this.bySlug.get(slug);
  }
}

/**
 * The words a business gives its document in the other language: those of its name, category
 * and business types ('' without the business).
 */
export function twinWordsOf(twin: ListingEntry | undefined): string {
  if (!twin) return '';
  const fields = fieldsOf(twin);
  return [fields.name, fields.category, fields.types].join(' ');
}

/**
 * One business's words, field by field (folded, each kept once, in the highest field holding
 * it), with the words its other language gives it (twinWordsOf).
 */
export function searchWordsOf(
  entry: ListingEntry,
  twinWords: string,
): Record<SearchField, string[]> {
  const own = fieldsOf(entry);
  const texts: Record<SearchField, string> = {
    name: own.name,
    about: [own.category, own.types, own.tags].join(' '),
    twin: twinWords,
    places: own.places,
    description: own.description,
    more: [own.addresses, own.body].join(' '),
  };
  const seen = new Set<string>();
  const words = {} as Record<SearchField, string[]>;
  for (const field of SEARCH_DOCUMENT_FIELDS) {
    const kept: string[] = [];
    for (const word of tokenize(texts[field])) {
      const key = stem(word);
      if (seen.has(key)) continue;
      seen.add(key);
      kept.push(word);
    }
    words[field] = kept;
  }
  return words;
}

/** One business's document, with the words its other language gives it (twinWordsOf). */
function searchDocumentOf(
  entry: ListingEntry,
  position: number,
  twinWords: string,
): SearchDocument {
  const words = searchWordsOf(entry, twinWords);
  const document = { position, slug: entry.slug } as SearchDocument;
  for (const field of SEARCH_DOCUMENT_FIELDS) document[field] = words[field].join(' ');
  return document;
}

/** The documents of a source, one at a time (never all in memory at once). */
export function* searchDocumentsOf(source: SearchSource): Generator<SearchDocument> {
  const twins = new TwinFinder(source.twin);
  const { entries } = source.index;
  for (let position = 0; position < entries.length; position += 1) {
    const entry = entries[position] as ListingEntry;
    yield searchDocumentOf(entry, position, twinWordsOf(twins.find(entry.slug, position)));
  }
}
