import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import * as z from 'zod';
import { getDirectory } from '@/lib/directory/directories';
import { facetPath, HOME_PATH, type FacetKind } from '@/lib/directory/directory-paths';
import type { Facet } from '@/lib/directory/listing-index';
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
        const directory = await getDirectory(lang);
        const unknown = unknownFacetError(directory, { region });
        if (unknown) return toolError(unknown);
        const code = resolveRegion(region);
        const facets = code ? await directory.inRegion(code, key) : directory[key];
        const entries = facetsOf(kind, facets, lang);
        const citation = citationOf(pageFrame(lang, HOME_PATH), directory.latestUpdate);
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
