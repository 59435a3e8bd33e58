import type { ListedBusiness } from '../../lib/directory/listed-business';

/*
 * The refreshes the PostgreSQL search bench writes after the first one: the listing with about
 * one business in a hundred changed in both languages (a name, a description and a date, as an
 * owner's edit changes them), and the same listing again, unchanged.
 */

/** Every `every`-th business, in both languages, renamed, re-described and dated anew. */
export function changedListings(
  listings: Record<'en' | 'fr', ListedBusiness[]>,
  every = 100,
): Record<'en' | 'fr', ListedBusiness[]> {
  const change = (businesses: ListedBusiness[], word: string) =>
    businesses.map((business, position) =>
      position % every === every - 1
        ? {
            ...business,
            name: `${business.name} ${word}`,
            description: `${business.description} ${word}`,
            updatedAt: '2030-01-01T00:00:00.000Z',
          }
        : business,
    );
  return { en: change(listings.en, 'Express'), fr: change(listings.fr, 'Rapide') };
}

/** The statement counting the search rows written since `xid` (a txid_current() read before). */
export function rowsWrittenSince(xid: string): string {
  if (!/^\d+$/.test(xid)) throw new Error(`not a transaction id: ${xid}`);
  return `SELECT count(*)::int AS n FROM directory_search WHERE xmin::text::bigint > ${xid}`;
}
