import type { ContentQuery, NearCities } from '../content-store';
import type { SqlParams } from './sql-params';

/*
 * The conditions of a search's filters on content_entries (every one indexed or narrow): the
 * language, verified, category, city, region and the cities near a place. Kinds are added by the caller, since the
 * counts per kind are read without them.
 */
export function entryFilters(query: ContentQuery, params: SqlParams): string[] {
  const conditions = [`locale = ${params.add(query.locale)}`];
  if (query.verified === true) conditions.push('verified');
  if (query.category) conditions.push(`category_slug = ${params.add(query.category)}`);
  if (query.city) conditions.push(`city_slugs @> ARRAY[${params.add(query.city)}::text]`);
  if (query.region)
    conditions.push(`regions @> ARRAY[${params.add(query.region.toUpperCase())}::text]`);
  if (query.near)
    conditions.push(
      `city_slugs && ${params.add(
        query.near.map((city) => city.slug),
        '::text[]',
      )}`,
    );
  return conditions;
}

/**
 * An entry's or event's distance near a place: its business's nearest city among those near
 * (`cities` is the column of its city slugs).
 */
export function nearestCityKm(near: NearCities, cities: string, params: SqlParams): string {
  const slugs = params.add(
    near.map((city) => city.slug),
    '::text[]',
  );
  const kms = params.add(
    near.map((city) => city.km),
    '::float8[]',
  );
  return `(SELECT min(near.km) FROM unnest(${cities}) AS own(slug)
    JOIN unnest(${slugs}, ${kms}) AS near(slug, km) ON near.slug = own.slug)`;
}
