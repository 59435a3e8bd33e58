import type { ContentQuery } from '../content-store';
import type { SqlParams } from './sql-params';

/*
 * The conditions of a search's filters on content_entries (every one indexed or narrow): the
 * language, verified, category, city and region. Kinds are added by the caller, since the
 * counts per kind are read without them.
 */
export function entryFilters(query: ContentQuery, params: SqlParams): string[] {
  const conditions = [`locale = ${params.add(query.locale)}`];
  if (query.verified === true) conditions.push('verified');
  if (query.category) conditions.push(`category_slug = ${params.add(query.category)}`);
  if (query.city) conditions.push(`city_slugs @> ARRAY[${params.add(query.city)}::text]`);
  if (query.region)
    conditions.push(`regions @> ARRAY[${params.add(query.region.toUpperCase())}::text]`);
  return conditions;
}
