import { foldForSearch } from '@/lib/directory/filter-businesses';
import { searchTerm, tokenize } from '@/lib/directory/search/analyze';
import { CONTENT_KINDS, type ContentEntry, type ContentKind } from '../content-entry';

/*
 * How an entry becomes rows: its id (which carries its kind and verified flag), its analyzed
 * text per full-text column, its filter tokens, and the sort keys of listings.
 */

/*
 * An entry's id orders the full-text index (FTS5 walks every term's entries in id order) and
 * carries what a search filters on most: the kind in its top bits, then a bit clear for a
 * verified business, then a sequence number. So each kind is one range of ids (counted with a
 * range, no other table), verified businesses come first within it, and a search that must
 * stop early reads the verified entries of each kind first.
 */
const KIND_UNIT = 2 ** 50;
const UNVERIFIED_UNIT = 2 ** 49;

export function kindIndex(kind: ContentKind): number {
  return CONTENT_KINDS.indexOf(kind);
}

export function entryId(sequence: number, entry: ContentEntry): number {
  return (
    kindIndex(entry.kind) * KIND_UNIT +
    (entry.business.isVerified ? 0 : UNVERIFIED_UNIT) +
    (sequence % UNVERIFIED_UNIT)
  );
}

/** Ids from `low` (included) to `high` (excluded). */
export type IdRange = readonly [low: number, high: number];

/** The ids of one kind's entries, or of its verified businesses' entries only. */
export function idRange(kind: ContentKind, verifiedOnly = false): IdRange {
  const low = kindIndex(kind) * KIND_UNIT;
  return [low, low + (verifiedOnly ? UNVERIFIED_UNIT : KIND_UNIT)];
}

/** SQL that holds for ids in the kind ranges; its values follow in `idRangeValues`. */
export function idRangeSql(ranges: readonly IdRange[], column = 'rowid'): string {
  return `(${ranges.map(() => `(${column} >= ? AND ${column} < ?)`).join(' OR ')})`;
}

export function idRangeValues(ranges: readonly IdRange[]): number[] {
  return ranges.flatMap(([low, high]) => [low, high]);
}

/** How the SQL reads the verified flag out of an id: its bit is clear for verified. */
export const IS_VERIFIED_SQL = `((rowid >> 49) & 1) = 0`;

/** A key that orders names and titles alike whatever their case and accents. */
export function sortKey(text: string): string {
  return foldForSearch(text).trim();
}

/** Each term met while writing: a word it was read from (the first), and the kinds holding it. */
export type TermWords = Map<string, { word: string; kinds: number }>;

/** The bit of a kind in a term's `kinds`. */
export function kindBit(kind: ContentKind): number {
  return 1 << kindIndex(kind);
}

export const ALL_KINDS_BITS = (1 << CONTENT_KINDS.length) - 1;

/** Analyzed terms of a text, space-separated, each passed to `meet` with its word. */
function analyzed(text: string, meet?: (term: string, word: string) => void): string {
  const terms: string[] = [];
  for (const word of tokenize(text)) {
    const term = searchTerm(word);
    if (term === null) continue;
    terms.push(term);
    meet?.(term, word);
  }
  return terms.join(' ');
}

/**
 * Analyzed terms of a text, space-separated, and what word each came from (the first seen),
 * which a vocabulary keeps to show a respelling in words rather than stems.
 */
export function analyzedText(text: string, words?: Map<string, string>): string {
  return analyzed(text, (term, word) => {
    if (words && !words.has(term)) words.set(term, word);
  });
}

/** The same, also noting the kind (`bit`) of the entry holding each term. */
function analyzedTextOfKind(text: string, words: TermWords, bit: number): string {
  return analyzed(text, (term, word) => {
    const known = words.get(term);
    if (known) known.kinds |= bit;
    else words.set(term, { word, kinds: bit });
  });
}

/*
 * Filter tokens live in their own column, hex-encoded behind a one-letter field name so that
 * any slug becomes one plain token that no analyzed word can spell in that column.
 */
function hex(value: string): string {
  return Buffer.from(value, 'utf8').toString('hex');
}

export const filterToken = {
  kind: (kind: ContentKind) => `k${hex(kind)}`,
  category: (slug: string) => `c${hex(slug)}`,
  city: (slug: string) => `t${hex(slug)}`,
  region: (code: string) => `r${hex(code.toUpperCase())}`,
  verified: () => 'v1',
};

function filterTokens(entry: ContentEntry): string {
  const { business } = entry;
  const tokens = new Set<string>([filterToken.kind(entry.kind)]);
  if (business.categorySlug) tokens.add(filterToken.category(business.categorySlug));
  for (const slug of business.citySlugs) if (slug) tokens.add(filterToken.city(slug));
  for (const code of business.regions) if (code) tokens.add(filterToken.region(code));
  if (business.isVerified) tokens.add(filterToken.verified());
  return [...tokens].join(' ');
}

/** The full-text row of an entry, in the order of FTS_COLUMNS. */
export function textColumns(entry: ContentEntry, words: TermWords): string[] {
  const { business } = entry;
  const bit = kindBit(entry.kind);
  return [
    analyzedTextOfKind(entry.title, words, bit),
    analyzedTextOfKind([...entry.tags, business.name, business.category].join(' '), words, bit),
    analyzedTextOfKind(entry.otherTitle ?? '', words, bit),
    analyzedTextOfKind(entry.summary, words, bit),
    analyzedTextOfKind(entry.body, words, bit),
    filterTokens(entry),
  ];
}

const DAY_MS = 86_400_000;

/**
 * Until when an event is listed: its end; without one, its start, or the end of its day when
 * it has no time of day (an all-day event stays listed through that day).
 */
export function listedUntil(event: NonNullable<ContentEntry['event']>): string {
  if (event.endsAt) return event.endsAt;
  if (event.hasTime) return event.startsAt;
  const start = Date.parse(event.startsAt);
  return Number.isNaN(start) ? event.startsAt : new Date(start + DAY_MS - 1).toISOString();
}
