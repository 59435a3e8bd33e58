import type { ContentBusiness, ContentEntry } from '../content-entry';

/*
 * How an entry is kept as JSON: without its business and language, which every entry of a
 * business in a language shares, and which its business's row keeps once (a quarter of an
 * entry's JSON otherwise). Reads join the two back.
 */

/** The columns every read of whole entries selects, from `entries AS e` joined to `b`. */
export const ENTRY_COLUMNS =
  'e.id AS id, e.locale AS locale, e.data AS data, b.business AS business';
export const ENTRY_JOIN =
  'entries AS e JOIN businesses AS b ON b.locale = e.locale AND b.slug = e.business_slug';

export interface EntryRow {
  id: number;
  locale: ContentEntry['locale'];
  data: string;
  business: string | null;
}

export function entryData(entry: ContentEntry): string {
  const kept: Partial<ContentEntry> = { ...entry };
  delete kept.business;
  delete kept.locale;
  return JSON.stringify(kept);
}

export function businessData(business: ContentBusiness): string {
  return JSON.stringify(business);
}

export function entryOf(row: EntryRow): ContentEntry {
  const rest = JSON.parse(row.data) as Omit<ContentEntry, 'business' | 'locale'>;
  const business = JSON.parse(row.business ?? 'null') as ContentBusiness | null;
  return {
    ...rest,
    locale: row.locale,
    business: business ?? {
      slug: '',
      name: '',
      category: '',
      categorySlug: '',
      cities: [],
      citySlugs: [],
      regions: [],
      isVerified: false,
    },
  };
}
