import { CONTENT_KINDS, type ContentEntry, type ContentKind } from '../content-entry';
import { analyzedText, listedUntil, sortKey } from '../store/entry-columns';
import { instant } from '../store/index-writes';

/*
 * How an entry becomes rows of the PostgreSQL store: its analyzed terms as a tsvector literal
 * (each term written verbatim, with its position and a weight that says where it was read), its
 * filter columns, and its JSON. The terms are those of the embedded store (analyze.ts), so both
 * stores match the same words; nothing the API sends is ever read as tsvector syntax, since a
 * term holds only letters and digits and is quoted besides.
 */

export function kindNumber(kind: ContentKind): number {
  return CONTENT_KINDS.indexOf(kind);
}

export function kindOfNumber(value: number): ContentKind {
  return CONTENT_KINDS[value] ?? 'item';
}

/** PostgreSQL's text cannot hold U+0000: a hostile answer must not make a business unwritable. */
export function withoutNul(text: string): string {
  return text.includes('\u0000') ? text.replaceAll('\u0000', '') : text;
}

/**
 * Past this, a "word" is no word a person types, and PostgreSQL refuses a lexeme over 2 kB (a
 * hostile answer's 6,000-letter word stopped the whole sync): such a term is not indexed.
 */
export const LONGEST_TERM = 500;

/**
 * A term as a quoted lexeme. One longer than LONGEST_TERM (only a query holds one: the rows skip
 * them) is cut to LONGEST_TERM + 1 characters, short enough for PostgreSQL and longer than any
 * stored term, so it matches nothing instead of failing the whole search.
 */
export function quotedLexeme(term: string): string {
  const fitted = term.length > LONGEST_TERM ? term.slice(0, LONGEST_TERM + 1) : term;
  return `'${fitted.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
}

/** tsvector keeps positions up to this one; later ones would all read as it. */
const MAX_POSITION = 16_383;
/** Positions kept per term and entry: ranking needs a few, not every repetition in a body. */
const POSITIONS_PER_TERM = 8;

type Weight = 'A' | 'B' | 'C' | 'D';

/** The tsvector literal of weighted texts, and the words each term was read from. */
function termVector(
  parts: readonly (readonly [text: string, weight: Weight])[],
  words: Map<string, string>,
): string {
  const positions = new Map<string, string[]>();
  let position = 0;
  for (const [text, weight] of parts) {
    for (const term of analyzedText(text, words).split(' ')) {
      if (term === '' || term.length > LONGEST_TERM) continue;
      position = Math.min(MAX_POSITION, position + 1);
      const kept = positions.get(term) ?? [];
      if (kept.length < POSITIONS_PER_TERM) kept.push(`${position}${weight}`);
      positions.set(term, kept);
    }
  }
  return [...positions].map(([term, at]) => `${quotedLexeme(term)}:${at.join(',')}`).join(' ');
}

/** The columns of content_entries an insert writes, in order. */
export const ENTRY_COLUMNS = [
  'locale',
  'business_slug',
  'kind',
  'key',
  'sort_title',
  'verified',
  'category_slug',
  'city_slugs',
  'regions',
  'terms',
  'data',
] as const;

export function entryRow(entry: ContentEntry, words: Map<string, string>): unknown[] {
  const { business } = entry;
  const terms = termVector(
    [
      [entry.title, 'A'],
      [[...entry.tags, business.name, business.category].join(' '), 'B'],
      [entry.otherTitle ?? '', 'B'],
      [entry.summary, 'C'],
      [entry.body, 'D'],
    ],
    words,
  );
  return [
    entry.locale,
    withoutNul(business.slug),
    kindNumber(entry.kind),
    withoutNul(entry.key),
    withoutNul(sortKey(entry.title)),
    business.isVerified,
    withoutNul(business.categorySlug),
    business.citySlugs.filter(Boolean).map(withoutNul),
    business.regions.filter(Boolean).map((code) => withoutNul(code.toUpperCase())),
    terms,
    JSON.stringify(entry, (_, value: unknown) =>
      typeof value === 'string' ? withoutNul(value) : value,
    ),
  ];
}

/** The columns of content_events after its id, in order. */
export const EVENT_COLUMNS = [
  'locale',
  'starts_at',
  'listed_until',
  'sort_name',
  'sort_title',
  'category_slug',
  'category',
  'city_slugs',
  'cities',
  'regions',
  'verified',
] as const;

export function eventRow(entry: ContentEntry): unknown[] | null {
  const { business, event } = entry;
  if (entry.kind !== 'event' || !event) return null;
  const startsAt = Date.parse(instant(event.startsAt));
  const until = Date.parse(instant(listedUntil(event)));
  if (Number.isNaN(startsAt) || Number.isNaN(until)) return null;
  return [
    entry.locale,
    new Date(startsAt).toISOString(),
    new Date(until).toISOString(),
    withoutNul(sortKey(business.name)),
    withoutNul(sortKey(entry.title)),
    withoutNul(business.categorySlug),
    withoutNul(business.category),
    business.citySlugs.map(withoutNul),
    business.cities.map(withoutNul),
    business.regions.map((code) => withoutNul(code.toUpperCase())),
    business.isVerified,
  ];
}

/** `(…), (…)` of numbered placeholders for `rows` rows of `width` values, after `offset`. */
export function placeholders(rows: number, width: number, casts: readonly string[] = []): string {
  return Array.from(
    { length: rows },
    (_, row) =>
      `(${Array.from({ length: width }, (_, column) => `$${row * width + column + 1}${casts[column] ?? ''}`).join(', ')})`,
  ).join(', ');
}
