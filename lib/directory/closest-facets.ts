import SearchableMap from 'minisearch/SearchableMap';
import { facetSlug } from './facet-slug';
import type { Facet } from './listing-index';

/*
 * The categories or cities closest to a value that names none: what an agent is told when it
 * filters on a slug the directory does not have, so that it can retry with a real one instead
 * of reading "0 businesses" as an answer. Slugs are looked up with MiniSearch's radix tree (the
 * search engine's own), by edit distance, then by prefix; the most populous fill the rest.
 */

const SUGGESTIONS = 5;

const trees = new WeakMap<readonly Facet[], SearchableMap<Facet>>();

function treeOf(facets: readonly Facet[]): SearchableMap<Facet> {
  let tree = trees.get(facets);
  if (!tree) {
    tree = new SearchableMap<Facet>();
    for (const facet of facets) tree.set(facet.slug, facet);
    trees.set(facets, tree);
  }
  return tree;
}

export function closestFacets(
  facets: readonly Facet[],
  value: string,
  limit = SUGGESTIONS,
): Facet[] {
  const slug = facetSlug(value);
  const tree = treeOf(facets);
  const chosen = new Map<string, Facet>();
  if (slug) {
    const tolerance = Math.max(2, Math.ceil(slug.length / 3));
    const near = [...tree.fuzzyGet(slug, tolerance).values()].sort(
      ([a, distanceA], [b, distanceB]) => distanceA - distanceB || b.count - a.count,
    );
    for (const [facet] of near) chosen.set(facet.slug, facet);
    for (const [, facet] of tree.atPrefix(slug.slice(0, 3))) chosen.set(facet.slug, facet);
  }
  for (const facet of [...facets].sort((a, b) => b.count - a.count)) {
    if (chosen.size >= limit) break;
    chosen.set(facet.slug, facet);
  }
  return [...chosen.values()].slice(0, limit);
}
