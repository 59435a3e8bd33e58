import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import * as z from 'zod';
import { getDirectoryIndex } from '@/lib/directory/directory-index';
import { facetPath, HOME_PATH, type FacetKind } from '@/lib/directory/directory-paths';
import type { Facet } from '@/lib/directory/listing-index';
import type { Locale } from '@/lib/i18n/routing';
import { siteTranslator } from '@/lib/i18n/translator';
import { escapeInline } from '@/lib/markdown/escape';
import { pageFrame } from '@/lib/models/frame';
import { citationOf, citationRef } from '../citation';
import { langInput, READ_ONLY, strictInput } from '../inputs';
import { guarded, toolResult } from '../tool-result';

/*
 * list_categories and list_cities: the directory's vocabulary, so that an agent filters on a
 * slug the directory has instead of guessing one. Read from the in-memory directory index (the
 * listing pages' own), names in the answer's language, with each one's count and page. A
 * region filter for them belongs in the input below, beside lang, and in `facetsOf`.
 */

const facetEntry = z.object({
  slug: z.string(),
  name: z.string(),
  count: z.number(),
  url: z.string(),
});
const vocabularyInput = strictInput({ lang: langInput });
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
    async ({ lang }) =>
      guarded(async () => {
        const index = await getDirectoryIndex(lang);
        const entries = facetsOf(kind, index[key], lang);
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
    'Every category: slug (the category filter of the search tools), name, number of businesses.',
  );
  registerVocabularyTool(
    server,
    'city',
    'list_cities',
    'cities',
    'Every city: slug (the city filter of the search tools), name, number of businesses.',
  );
}
