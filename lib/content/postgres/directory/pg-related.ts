import type { Directory } from '@/lib/directory/directory';
import { nearestCategories } from '@/lib/directory/related-businesses';
import type { Queryable } from '../pg-database';
import { cityRowsOrder } from './directory-rows';

/*
 * A profile's neighbours from the search rows, in the order of the in-memory directory's
 * (lib/directory/related-businesses.ts): the same category in one of its cities, the rest of its
 * category, the other businesses of each of its cities, then those of the nearest categories,
 * each group in listing order, never the business itself (any row of its slug). Each group is
 * one query that asks only for the places still free, past those already picked, so a profile
 * costs a few small index reads on a directory of any size.
 */

interface OwnRow {
  category: string;
  category_key: string;
  city_slugs: string[];
}

/** The positions of a business's neighbours, in order; none for a slug the rows lack. */
export async function relatedPositions(
  db: Queryable,
  directory: Pick<Directory, 'locale' | 'total' | 'categories' | 'cities'>,
  slug: string,
  limit: number,
): Promise<number[]> {
  const { locale, total, categories } = directory;
  const cityCounts = new Map(directory.cities.map((facet) => [facet.slug, facet.count]));
  // The first business of the slug, as the in-memory directory finds it.
  const [own] = await db.query<OwnRow>(
    `SELECT category, category_key, city_slugs FROM directory_search
     WHERE locale = $1 AND slug = $2 ORDER BY position LIMIT 1`,
    [locale, slug],
  );
  if (!own) return [];
  const picked: number[] = [];
  // `where` reads its values from $5 on; `order` is the rows' position, or a city's order.
  const take = async (where: string, values: unknown[], order = 's.position') => {
    if (picked.length >= limit) return;
    const rows = await db.query<{ position: number }>(
      `SELECT position FROM directory_search s
       WHERE locale = $1 AND ${where} AND slug <> $2 AND NOT (position = ANY($3::int[]))
       ORDER BY ${order} LIMIT $4`,
      [locale, slug, picked, limit - picked.length, ...values],
    );
    picked.push(...rows.map((row) => row.position));
  };
  if (own.category_key) {
    if (own.city_slugs.length > 0)
      await take('category_key = $5 AND city_slugs && $6::text[]', [
        own.category_key,
        own.city_slugs,
      ]);
    await take('category_key = $5', [own.category_key]);
  }
  for (const city of own.city_slugs) {
    const order = cityRowsOrder(cityCounts.get(city) ?? 0, total, limit - picked.length);
    await take('city_slugs @> ARRAY[$5::text]', [city], order);
  }
  const nearest = nearestCategories(categories, {
    category: own.category,
    categorySlug: own.category_key,
  });
  for (const category of nearest) {
    if (picked.length >= limit) break;
    await take('category_key = $5', [category]);
  }
  return picked;
}
