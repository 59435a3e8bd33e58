import type { Directory } from '@/lib/directory/directory';
import { facetSlug } from '@/lib/directory/facet-slug';
import type { ListingEntry } from '@/lib/directory/listing-index';

/*
 * Past a few hundred businesses, one llms.txt listing them all would be too long for a model's
 * context, so /llms.txt links to one file per category instead, each split into numbered parts
 * so that no file passes a size budget. The plan is the files' layout only (which category,
 * which run of its businesses), so it stays small whatever the directory's size; each file reads
 * its own businesses back when it is asked for. Where a part ends depends on the size of every
 * line before it, so the plan is made in one pass over the directory that renders each line to
 * measure it and keeps none.
 */

/** What planning needs of a business: a directory entry has it. */
export type Categorized = Pick<ListingEntry, 'category' | 'categorySlug'>;

interface CategoryGroup {
  /** The category as the API names it ('' when the business has none). */
  name: string;
  slug: string;
  /**
   * The category page's key when its businesses are exactly this group's, so that a file reads
   * them as a page does; null for the businesses without a category, or for a name whose key
   * other names share (the file then filters the directory's stream).
   */
  key: string | null;
}

export interface CategoryFile {
  group: CategoryGroup;
  /** 1-based part number, and how many parts the category has. */
  part: number;
  parts: number;
  /** Position among the group's businesses (in listing order) of the file's first, and how many. */
  offset: number;
  count: number;
  /** File name under /llms/category/: `bakeries.txt`, or `bakeries.2.txt` for a split category. */
  fileName: string;
}

const UNCATEGORIZED_SLUG = 'uncategorized';

/** A category's file name: its page's slug ("Cafés & bistros" → "cafes-bistros"). */
export function categorySlug(name: string): string {
  return facetSlug(name) || UNCATEGORIZED_SLUG;
}

function byteLength(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

interface GroupLayout {
  keys: Set<string>;
  count: number;
  /** How many businesses each part holds. */
  parts: number[];
  /** Bytes of the lines of the last part. */
  used: number;
}

/** Category names in alphabetical order, the businesses without one last. */
function sortedNames(names: string[], locale: string): string[] {
  return names.sort((a, b) => {
    if (!a || !b) return a ? -1 : b ? 1 : 0;
    return a.localeCompare(b, locale) || (a < b ? -1 : a > b ? 1 : 0);
  });
}

/**
 * The layout of the category files, from the businesses given in listing order: each category
 * (by its trimmed name) split into parts whose lines fit `lineBudgetBytes`. `lineFor` renders
 * one business's line exactly as the file will hold it (the trailing newline is counted here).
 */
export class CategoryFilePlanner<T extends Categorized> {
  private readonly groups = new Map<string, GroupLayout>();
  private readonly keyCounts = new Map<string, number>();

  constructor(
    private readonly lineFor: (business: T) => string,
    private readonly lineBudgetBytes: number,
  ) {}

  add(business: T): void {
    const name = business.category.trim();
    let group = this.groups.get(name);
    if (!group) {
      group = { keys: new Set(), count: 0, parts: [], used: 0 };
      this.groups.set(name, group);
    }
    const size = byteLength(this.lineFor(business)) + 1;
    const last = group.parts.length - 1;
    if (last < 0 || (group.parts[last]! > 0 && group.used + size > this.lineBudgetBytes)) {
      group.parts.push(0);
      group.used = 0;
    }
    group.parts[group.parts.length - 1]! += 1;
    group.used += size;
    group.count += 1;
    group.keys.add(business.categorySlug);
    this.keyCounts.set(business.categorySlug, (this.keyCounts.get(business.categorySlug) ?? 0) + 1);
  }

  /** The files, categories in alphabetical order, slugs made unique. */
  files(locale: string): CategoryFile[] {
    const files: CategoryFile[] = [];
    const taken = new Set<string>();
    for (const name of sortedNames([...this.groups.keys()], locale)) {
      const layout = this.groups.get(name)!;
      const base = name ? categorySlug(name) : UNCATEGORIZED_SLUG;
      let slug = base;
      for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
      taken.add(slug);
      const group = { name, slug, key: this.pageKey(layout) };
      let offset = 0;
      layout.parts.forEach((count, index) => {
        const part = index + 1;
        const parts = layout.parts.length;
        const fileName = parts === 1 ? `${slug}.txt` : `${slug}.${part}.txt`;
        files.push({ group, part, parts, offset, count, fileName });
        offset += count;
      });
    }
    return files;
  }

  private pageKey(layout: GroupLayout): string | null {
    const [key] = layout.keys;
    if (layout.keys.size !== 1 || !key) return null;
    return this.keyCounts.get(key) === layout.count ? key : null;
  }
}

/** What a category file reads of the directory. */
export type CategoryFileSource = Pick<Directory, 'list' | 'stream'>;

/** The businesses of one category file, in listing order. */
export async function categoryFileBusinesses(
  directory: CategoryFileSource,
  file: CategoryFile,
): Promise<ListingEntry[]> {
  const { key, name } = file.group;
  if (key !== null)
    return (await directory.list({ categorySlug: key }, file.offset, file.count)).entries;
  // No category page holds exactly this group: the directory's stream, read until the file is full.
  const businesses: ListingEntry[] = [];
  let position = 0;
  for await (const entry of directory.stream()) {
    if (entry.category.trim() !== name) continue;
    if (position++ < file.offset) continue;
    businesses.push(entry);
    if (businesses.length === file.count) break;
  }
  return businesses;
}
