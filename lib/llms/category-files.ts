import { facetSlug } from '@/lib/directory/facet-slug';

/*
 * Past a few hundred businesses, one llms.txt listing them all would be too long for a model's
 * context, so /llms.txt links to one file per category instead, each split into numbered parts
 * so that no file passes a size budget. The plan is a pure function of the listing: the index
 * and each category file compute the same one independently.
 */

/** What grouping needs of a business (a Business or a directory index entry). */
export interface Categorized {
  category: string;
}

export interface CategoryGroup<T extends Categorized = Categorized> {
  /** The category as the API names it ('' when the business has none). */
  name: string;
  slug: string;
  businesses: T[];
}

export interface CategoryFile<T extends Categorized = Categorized> {
  group: CategoryGroup<T>;
  /** 1-based part number, and how many parts the category has. */
  part: number;
  parts: number;
  businesses: T[];
  /** File name under /llms/category/: `bakeries.txt`, or `bakeries.2.txt` for a split category. */
  fileName: string;
}

const UNCATEGORIZED_SLUG = 'uncategorized';

/** A category's file name: its page's slug ("Cafés & bistros" → "cafes-bistros"). */
export function categorySlug(name: string): string {
  return facetSlug(name) || UNCATEGORIZED_SLUG;
}

/** Businesses grouped by category, categories in alphabetical order, slugs made unique. */
export function groupByCategory<T extends Categorized>(
  businesses: readonly T[],
  locale: string,
): CategoryGroup<T>[] {
  const byName = new Map<string, T[]>();
  for (const business of businesses) {
    const name = business.category.trim();
    const group = byName.get(name);
    if (group) group.push(business);
    else byName.set(name, [business]);
  }
  const names = [...byName.keys()].sort((a, b) => {
    // Businesses without a category come last.
    if (!a || !b) return a ? -1 : b ? 1 : 0;
    return a.localeCompare(b, locale) || (a < b ? -1 : a > b ? 1 : 0);
  });
  const taken = new Set<string>();
  return names.map((name) => {
    const base = name ? categorySlug(name) : UNCATEGORIZED_SLUG;
    let slug = base;
    for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
    taken.add(slug);
    return { name, slug, businesses: byName.get(name) ?? [] };
  });
}

function byteLength(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

/**
 * Splits each category into parts whose lines fit `lineBudgetBytes`. `lineFor` renders one
 * business's line exactly as the file will hold it (the trailing newline is counted here).
 */
export function planCategoryFiles<T extends Categorized>(
  groups: readonly CategoryGroup<T>[],
  lineFor: (business: T) => string,
  lineBudgetBytes: number,
): CategoryFile<T>[] {
  const files: CategoryFile<T>[] = [];
  for (const group of groups) {
    const parts: T[][] = [];
    let current: T[] = [];
    let used = 0;
    for (const business of group.businesses) {
      const size = byteLength(lineFor(business)) + 1;
      if (current.length > 0 && used + size > lineBudgetBytes) {
        parts.push(current);
        current = [];
        used = 0;
      }
      current.push(business);
      used += size;
    }
    if (current.length > 0) parts.push(current);
    parts.forEach((businesses, index) => {
      const part = index + 1;
      files.push({
        group,
        part,
        parts: parts.length,
        businesses,
        fileName: parts.length === 1 ? `${group.slug}.txt` : `${group.slug}.${part}.txt`,
      });
    });
  }
  return files;
}
