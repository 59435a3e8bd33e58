import { foldAccents } from '@/lib/text/slug';
import type { CatalogItem, Paged } from '@/lib/api';
import type { Locale } from '@/lib/i18n/routing';
import type { CatalogFilters } from './catalog-filters';
import type { WithFacts } from './item-facts';

/*
 * The catalog's sort, in-stock toggle and tag filter, which the API does not offer (spec 4.2:
 * only itemType and search), worked out in the site over the items read (a bounded number of
 * pages, lib/models/load-catalog-page.ts). Pure, so the page, the endpoint and the twin agree.
 */

/** A tag as compared: case and accents aside. */
function tagKey(tag: string): string {
  return foldAccents(tag).toLowerCase().trim();
}

/** Whether two spellings name the same tag. */
export function hasTagKey(tag: string, other: string): boolean {
  return tagKey(tag) === tagKey(other);
}

export function hasTag(item: Pick<CatalogItem, 'tags'>, tag: string): boolean {
  return item.tags.some((own) => hasTagKey(own, tag));
}

/** The items' tags, each once (its first spelling), the most used first, then by name. */
export function catalogTags(
  items: readonly Pick<CatalogItem, 'tags'>[],
  locale: Locale,
  max: number,
): string[] {
  const counts = new Map<string, { tag: string; count: number }>();
  for (const item of items) {
    for (const tag of new Set(item.tags.map((own) => own.trim()).filter(Boolean))) {
      const entry = counts.get(tagKey(tag)) ?? { tag, count: 0 };
      entry.count += 1;
      counts.set(tagKey(tag), entry);
    }
  }
  const collator = new Intl.Collator(locale);
  return [...counts.values()]
    .sort((a, b) => b.count - a.count || collator.compare(a.tag, b.tag))
    .slice(0, max)
    .map((entry) => entry.tag);
}

const priceOf = (item: WithFacts) => item.facts.price?.amount ?? null;

/**
 * One page of the catalog as asked: only available items (`instock`), only those with `tag`,
 * sorted by price (items without a price last, either way) or name, or in the API's order.
 */
export function catalogView<T extends WithFacts>(
  items: readonly T[],
  { page, sort, instock, tag }: Pick<CatalogFilters, 'page' | 'sort' | 'instock' | 'tag'>,
  pageSize: number,
  locale: Locale,
): Paged<T> {
  const kept = items.filter(
    (item) => (!instock || item.facts.status === 'available') && (!tag || hasTag(item, tag)),
  );
  const collator = new Intl.Collator(locale, { numeric: true });
  if (sort === 'name') kept.sort((a, b) => collator.compare(a.label, b.label));
  if (sort === 'price-asc' || sort === 'price-desc') {
    const direction = sort === 'price-asc' ? 1 : -1;
    kept.sort((a, b) => {
      const [pa, pb] = [priceOf(a), priceOf(b)];
      if (pa === null || pb === null) return Number(pa === null) - Number(pb === null);
      return (pa - pb) * direction || collator.compare(a.label, b.label);
    });
  }
  const start = (page - 1) * pageSize;
  return {
    items: kept.slice(start, start + pageSize),
    total: kept.length,
    page,
    limit: pageSize,
    totalPages: Math.max(1, Math.ceil(kept.length / pageSize)),
  };
}
