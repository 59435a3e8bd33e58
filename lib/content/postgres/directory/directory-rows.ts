import type { ListedBusiness } from '@/lib/directory/listed-business';
import { listingEntryOf } from '@/lib/directory/listing-entry';
import type { ListingEntry } from '@/lib/directory/listing-index';
import type { Queryable, Values } from '../pg-database';

/*
 * The stored directory's businesses: chosen on the search rows (directory_search: the current
 * version's rows, indexed by category, city, position, slug and date), then hydrated from the
 * listing's JSON at the same position of the version read, with the category key the row names
 * (the French rows carry the English key), as the in-memory index makes its entries. Every
 * statement takes the language as $1 and the version as $2; `where` and `order` are this
 * module's callers' fixed SQL, never a value.
 */

interface EntryRow {
  position: number;
  category_key: string;
  business: string;
}

interface PositionedEntry {
  position: number;
  entry: ListingEntry;
}

function entryOfRow(row: EntryRow): ListingEntry {
  return listingEntryOf(JSON.parse(row.business) as ListedBusiness, row.category_key || undefined, {
    searchable: false,
  });
}

export interface RowChoice {
  /** A condition on the search rows `s`, beside `s.locale = $1`. */
  where?: string;
  /** Values from $3 on. */
  values?: Values;
  /** After ORDER BY: `s.position` by default. */
  order?: string;
  offset?: number;
  limit: number;
}

/**
 * The order of a city's rows to ask for: `s.position` lets the planner walk the position index
 * and keep the city's rows it meets, which is quickest when the city is common enough that the
 * first `wanted` come early; `s.position + 0`, which no index gives in order, makes it read the
 * city's rows by the GIN index and sort them, which is quickest for a small city or a deep page.
 * The planner cannot tell the two apart for a city outside its statistics' most common ones (it
 * then walks the whole directory for a city of ten businesses), but the facets know each city's
 * count: walking visits about wanted × total / count rows, the GIN index count rows.
 */
export function cityRowsOrder(count: number, total: number, wanted: number): string {
  return wanted * total < count * count ? 's.position' : 's.position + 0';
}

/**
 * The entries of the rows a choice names, in its order, with their positions. The rows are
 * chosen (and skipped) on the search rows first, so that only the page's businesses are joined
 * to their JSON.
 */
export async function positionedEntriesOf(
  db: Queryable,
  locale: string,
  version: string,
  choice: RowChoice,
): Promise<PositionedEntry[]> {
  const values = [locale, version, ...(choice.values ?? [])];
  const limit = `$${values.push(choice.limit)}`;
  const offset = `$${values.push(choice.offset ?? 0)}`;
  const rows = await db.query<EntryRow>(
    `SELECT s.position, s.category_key, l.business
     FROM (SELECT position, category_key FROM directory_search s
           WHERE s.locale = $1 ${choice.where ? `AND ${choice.where}` : ''}
           ORDER BY ${choice.order ?? 's.position'} OFFSET ${offset} LIMIT ${limit}) s
       JOIN directory_listing l ON l.locale = $1 AND l.version = $2 AND l.position = s.position
     ORDER BY ${choice.order ?? 's.position'}`,
    values,
  );
  return rows.map((row) => ({ position: row.position, entry: entryOfRow(row) }));
}

/** The entries of the rows a choice names, in its order. */
export async function entriesOf(
  db: Queryable,
  locale: string,
  version: string,
  choice: RowChoice,
): Promise<ListingEntry[]> {
  return (await positionedEntriesOf(db, locale, version, choice)).map(({ entry }) => entry);
}

/** The entries at these positions, in the order asked (a position held twice, twice). */
export async function entriesAt(
  db: Queryable,
  locale: string,
  version: string,
  positions: readonly number[],
): Promise<ListingEntry[]> {
  if (positions.length === 0) return [];
  const rows = await db.query<EntryRow>(
    `SELECT s.position, s.category_key, l.business
     FROM unnest($3::int[]) WITH ORDINALITY AS p(position, n)
       JOIN directory_search s ON s.locale = $1 AND s.position = p.position
       JOIN directory_listing l ON l.locale = $1 AND l.version = $2 AND l.position = p.position
     ORDER BY p.n`,
    [locale, version, positions],
  );
  return rows.map(entryOfRow);
}
