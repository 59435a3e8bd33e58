import 'server-only';
import type { CatalogItem, CatalogItemType } from '@/lib/api';
import { NO_CATALOG_FILTERS } from '@/lib/catalog/catalog-filters';
import type { WithFacts } from '@/lib/catalog/item-facts';
import { tokenize } from '@/lib/directory/search/analyze';
import type { Locale } from '@/lib/i18n/routing';
import { loadCatalogModelFor } from '@/lib/models/catalog';

/*
 * search_catalog when no item holds every word (the API's catalog search asks for all of
 * them): each word is asked alone, and a word that finds nothing is asked again by its first
 * letters (a typo is most often past them), so "sourdough croisants" still finds the
 * croissants. Items are ranked by how many words they hold, then in the catalog's order.
 * Through the catalog model's cached loads, as the page's search.
 */

const MAX_WORDS = 4;
const STEM_LETTERS = 4;
const MAX_ITEMS = 20;

export async function itemsMatchingSomeWords(
  lang: Locale,
  slug: string,
  query: string,
  type: CatalogItemType | null,
): Promise<WithFacts<CatalogItem>[]> {
  const words = [...new Set(tokenize(query))].slice(0, MAX_WORDS);
  if (words.length === 0) return [];
  const search = async (q: string) =>
    (await loadCatalogModelFor(lang, slug, { ...NO_CATALOG_FILTERS, page: 1, type, q }))?.items
      .items ?? [];
  const found = await Promise.all(
    words.map(async (word) => {
      const items = await search(word);
      return items.length > 0 || word.length <= STEM_LETTERS
        ? items
        : search(word.slice(0, STEM_LETTERS));
    }),
  );
  const ranked = new Map<string, { item: WithFacts<CatalogItem>; words: number; first: number }>();
  found.flat().forEach((item, order) => {
    const seen = ranked.get(item.slug);
    if (seen) seen.words += 1;
    else ranked.set(item.slug, { item, words: 1, first: order });
  });
  return [...ranked.values()]
    .sort((a, b) => b.words - a.words || a.first - b.first)
    .slice(0, MAX_ITEMS)
    .map(({ item }) => item);
}
