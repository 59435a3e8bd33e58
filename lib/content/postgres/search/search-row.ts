import { facetSlug } from '@/lib/directory/facet-slug';
import type { ListedBusiness } from '@/lib/directory/listed-business';
import { listingEntryOf } from '@/lib/directory/listing-entry';
import type { ListingEntry } from '@/lib/directory/listing-index';
import { searchTerm, tokenize } from '@/lib/directory/search/analyze';
import {
  SEARCH_DOCUMENT_FIELDS,
  searchWordsOf,
  twinWordsOf,
} from '@/lib/directory/search/search-documents';
import { defaultLocale, type Locale } from '@/lib/i18n/routing';
import { LONGEST_TERM, quotedLexeme, withoutNul } from '../entry-rows';
import { FIELD_ANCHOR, fieldPosition } from './search-score';

/*
 * One business of a stored listing as a row of directory_search: the words of the embedded
 * engine's document of it (lib/directory/search/search-documents.ts, from the same index entry the
 * directory index makes), its terms as a tsvector literal whose positions are the fields, and
 * the columns the engine filters, counts and sorts on.
 */

/** What the other language's row of a business gives this one. */
export interface TwinRow {
  /** Its words for this language's document (name, category, types). */
  gives: string;
  /** Its category page's key: the French index takes the English one's. */
  categoryKey: string;
}

export interface SearchRow {
  slug: string;
  /** tsvector literal: each term once, at its field's position after the anchor (search-score.ts). */
  terms: string;
  categoryKey: string;
  /** City slugs and region codes, space-separated (neither holds a space). */
  cities: string;
  regions: string;
  verified: boolean;
  /** updatedAt, or '' without one (it then sorts last, newest first). */
  updatedAt: string;
  /** Date.parse of updatedAt, null when it has none that parses (what `?since=` compares). */
  updatedMs: number | null;
  gives: string;
  /** Its category's name in this language (the stored directory's facet names and aliases). */
  category: string;
  /** Its cities' spellings, one per city slug, in the same order, as JSON (names hold spaces). */
  cityNames: string;
}

/** Each term met while building a version: its documents, the first word it came from and when. */
export class VocabularyCount {
  readonly terms = new Map<string, { documents: number; word: string; ordinal: number }>();

  meet(term: string, word: string): void {
    const known = this.terms.get(term);
    if (known) known.documents += 1;
    else this.terms.set(term, { documents: 1, word, ordinal: this.terms.size });
  }
}

/**
 * The entry the directory index makes of a business in `locale`: in French, with the category
 * key the English row names (the index takes it from the English index likewise).
 */
export function entryOf(listed: ListedBusiness, locale: Locale, twin?: TwinRow): ListingEntry {
  const key = locale === defaultLocale ? undefined : twin?.categoryKey || undefined;
  return listingEntryOf(listed, key);
}

/** As updated-since.ts reads a date: Date.parse, nothing for a date that does not parse. */
function updatedMsOf(updatedAt: string | null): number | null {
  const parsed = updatedAt === null ? NaN : Date.parse(updatedAt);
  return Number.isNaN(parsed) ? null : parsed;
}

export function searchRowOf(
  entry: ListingEntry,
  twin: TwinRow | undefined,
  vocabulary: VocabularyCount,
): SearchRow {
  const words = searchWordsOf(entry, twin?.gives ?? '');
  const lexemes = [`${quotedLexeme(FIELD_ANCHOR)}:1`];
  SEARCH_DOCUMENT_FIELDS.forEach((field, at) => {
    for (const word of words[field]) {
      const term = searchTerm(word);
      if (term === null || term.length > LONGEST_TERM) continue;
      vocabulary.meet(term, word);
      lexemes.push(`${quotedLexeme(term)}:${fieldPosition(at)}`);
    }
  });
  return {
    slug: withoutNul(entry.slug),
    terms: lexemes.join(' '),
    categoryKey: entry.categorySlug,
    cities: entry.cities.map(facetSlug).join(' '),
    regions: entry.regions.join(' '),
    verified: entry.isVerified,
    updatedAt: withoutNul(entry.updatedAt ?? ''),
    updatedMs: updatedMsOf(entry.updatedAt),
    gives: tokenize(twinWordsOf(entry)).join(' '),
    category: withoutNul(entry.category),
    cityNames: JSON.stringify(entry.cities.map(withoutNul)),
  };
}
