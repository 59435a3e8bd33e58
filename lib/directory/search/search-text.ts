import type { ListedBusiness } from '../listed-business';
import { truncate } from '@/lib/text/truncate';
import { foldForSearch } from '../filter-businesses';

/*
 * The searchable text of a listing entry that the entry does not already hold: every other
 * field the search engine weighs, folded, in one string per business (one string costs far
 * less memory than an object of six), each field after a separator so the engine can still
 * tell a tag from an address. The name, description and category are read from the entry's
 * own fields: a folded copy of them would cost each language's index megabytes at scale.
 */

/** Separates the fields of `searchText`, in the order of SEARCH_TEXT_FIELDS. */
export const SEARCH_FIELD_SEPARATOR = '\u0001';
/** Separates the values of one field of `searchText` (tags, cities). */
const SEARCH_VALUE_SEPARATOR = '\u0000';
/** The fields of `searchText`, in order: the search engine weighs each on its own. */
export const SEARCH_TEXT_FIELDS = ['tags', 'types', 'places', 'addresses', 'body'] as const;
/** How much of the Markdown body is searched when a description exists (else it is the description). */
const SEARCHED_BODY_LENGTH = 200;

/** Markdown as words: link targets and image sources are not what a business is about. */
function bodyWords(markdown: string): string {
  return markdown.replace(/\]\([^)]*\)/g, ']').replace(/[#*_>`|[\]!-]+/g, ' ');
}

export function searchTextOf(business: ListedBusiness): string {
  const values = (list: readonly string[]) => list.join(` ${SEARCH_VALUE_SEPARATOR} `);
  const body =
    business.description && business.markdown
      ? truncate(bodyWords(business.markdown), SEARCHED_BODY_LENGTH)
      : '';
  const fields: Record<(typeof SEARCH_TEXT_FIELDS)[number], string> = {
    tags: values(business.tags),
    types: values(business.businessTypes.map((type) => type.label)),
    places: values([...business.areas, ...business.locations.map((location) => location.city)]),
    addresses: values(business.locations.map((location) => location.address)),
    body,
  };
  return foldForSearch(
    SEARCH_TEXT_FIELDS.map((field) => fields[field]).join(` ${SEARCH_FIELD_SEPARATOR} `),
  );
}
