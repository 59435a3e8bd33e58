import 'server-only';
import { closestFacets } from '@/lib/directory/closest-facets';
import { getDirectory } from '@/lib/directory/directories';
import type { Locale } from '@/lib/i18n/routing';
import type { Facet } from '@/lib/directory/listing-index';
import { resolveCategory, resolveCity, type DirectoryFacets } from '@/lib/directory/listing-query';
import { REGION_CODES, resolveRegion } from '@/lib/places/region-names';

/*
 * A category or city filter that names none of the directory's is an error naming the closest
 * valid values and the tool that lists them all: filtering on it would answer "0 found",
 * which an agent cannot tell from a real empty. A region that names none (not an ISO 3166-2
 * code of a province, territory or state, nor such a name) is an error naming the directory's
 * regions; a real region with no business is a real empty.
 */

const listed = (facets: readonly Facet[]) =>
  facets.map((facet) => `${facet.slug} (${facet.name}, ${facet.count})`).join(', ');

/** The same check in a language, reading the directory only when there is a filter. */
export async function unknownFacetIn(
  lang: Locale,
  filters: { category?: string; city?: string; region?: string },
): Promise<string | null> {
  if (!filters.category && !filters.city && !filters.region) return null;
  return unknownFacetError(await getDirectory(lang), filters);
}

export function unknownFacetError(
  index: DirectoryFacets,
  filters: { category?: string; city?: string; region?: string },
): string | null {
  const { category = '', city = '', region = '' } = filters;
  if (category && resolveCategory(index, category) === null)
    return `Unknown category "${category}". Closest: ${listed(closestFacets(index.categories, category))}. list_categories lists them all.`;
  if (city && resolveCity(index, city) === null)
    return `Unknown city "${city}". Closest: ${listed(closestFacets(index.cities, city))}. list_cities lists them all.`;
  if (region && resolveRegion(region) === null)
    return `Unknown region "${region}". The directory's regions: ${listed(index.regions)}. Any ISO 3166-2 code of a Canadian province or territory or a US state is accepted: ${REGION_CODES.join(', ')}.`;
  return null;
}
