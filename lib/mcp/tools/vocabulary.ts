import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import * as z from 'zod';
import { getDirectoryIndex } from '@/lib/directory/directory-index';
import { facetPath, HOME_PATH, type FacetKind } from '@/lib/directory/directory-paths';
import { facetSlug } from '@/lib/directory/facet-slug';
import type { DirectoryIndex, Facet } from '@/lib/directory/listing-index';
import { resolveRegion } from '@/lib/places/region-names';
import type { Locale } from '@/lib/i18n/routing';
import { siteTranslator } from '@/lib/i18n/translator';
import { escapeInline } from '@/lib/markdown/escape';
import { pageFrame } from '@/lib/models/frame';
import { citationOf, citationRef } from '../citation';
import { langInput, READ_ONLY, regionInput, strictInput } from '../inputs';
import { unknownFacetError } from '../facet-check';
import { guarded, toolError, toolResult } from '../tool-result';

/*
 * list_categories and list_cities: the directory's vocabulary, so that an agent filters on a
 * slug the directory has instead of guessing one. Read from the in-memory directory index (the
 * listing pages' own), names in the answer's language, with each one's count and page; with a
 * region, only the categories and cities of its businesses, counted there.
 */

const facetEntry = z.object({
  slug: z.string(),
  name: z.string(),
  count: z.number(),
  url: z.string(),
});
const vocabularyInput = strictInput({ region: regionInput, lang: langInput });
const vocabularyOutput = (key: string) => ({
  total: z.number(),
  [key]: z.array(facetEntry),
  citation: citationRef,
});

function facetsOf(kind: FacetKind, facets: readonly Facet[], lang: Locale) {
  return facets.map(({ slug, name, count }) => ({
    slug,
    name,
    count,
    url: pageFrame(lang, facetPath(kind, slug)).canonicalUrl,
  }));
}

/** The categories or cities of one region's businesses, each counted there. */
function inRegion(index: DirectoryIndex, key: 'categories' | 'cities', region: string): Facet[] {
  const counts = new Map<string, number>();
  const add = (slug: string) => counts.set(slug, (counts.get(slug) ?? 0) + 1);
  for (const position of index.byRegion.get(region) ?? []) {
    const entry = index.entries[position]!;
    if (key === 'categories') {
      if (entry.categorySlug) add(entry.categorySlug);
    } else for (const city of entry.cities) add(facetSlug(city));
  }
  return index[key]
    .filter((facet) => counts.has(facet.slug))
    .map((facet) => ({ ...facet, count: counts.get(facet.slug)! }));
}

function registerVocabularyTool(
  server: McpServer,
  kind: FacetKind,
  name: string,
  key: 'categories' | 'cities',
  description: string,
): void {
  server.registerTool(
    name,
    {
      title: kind === 'category' ? 'List categories' : 'List cities',
      description,
      inputSchema: vocabularyInput,
      outputSchema: vocabularyOutput(key),
      annotations: READ_ONLY,
    },
    async ({ region, lang }) =>
      guarded(async () => {
        const index = await getDirectoryIndex(lang);
        const unknown = unknownFacetError(index, { region });
        if (unknown) return toolError(unknown);
        const code = resolveRegion(region);
        const entries = facetsOf(kind, code ? inRegion(index, key, code) : index[key], lang);
        const citation = citationOf(pageFrame(lang, HOME_PATH), index.latestUpdate);
        const t = siteTranslator(lang);
        const lines = entries.map(
          (entry) => `- \`${entry.slug}\` ${escapeInline(entry.name)} (${entry.count})`,
        );
        const heading = t(`AgentContent.${key}Listed`, { count: entries.length });
        return toolResult(
          { total: entries.length, [key]: entries, citation },
          [heading, ...lines, citation.attribution].join('\n'),
        );
      }),
  );
}

export function registerVocabularyTools(server: McpServer): void {
  registerVocabularyTool(
    server,
    'category',
    'list_categories',
    'categories',
    'Categories: slug (the category filter), name, count (in a region).',
  );
  registerVocabularyTool(
    server,
    'city',
    'list_cities',
    'cities',
    'Cities: slug (the city filter), name, count (in a region).',
  );
}
