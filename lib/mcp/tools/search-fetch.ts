import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import * as z from 'zod';
import { profileTwinOf } from '@/lib/companions/twin-pages';
import { searchDirectoryIn } from '@/lib/directory/search-directory-page';
import { EMPTY_FILTERS } from '@/lib/directory/filter-businesses';
import { pageFrame } from '@/lib/models/frame';
import { loadProfileModel } from '@/lib/models/profile';
import { businessPath } from '@/lib/urls/paths';
import { citationOf } from '../citation';
import { langInput, READ_ONLY } from '../inputs';
import { guarded, toolResult, unknownBusiness } from '../tool-result';

const SEARCH_RESULTS = 20;

/**
 * `search` and `fetch`: the two tools ChatGPT's connectors and deep research expect. search
 * returns ids, titles and URLs; fetch returns the whole text of one id (a business: its
 * profile as Markdown) with its URL and metadata, the citation among them. Those clients pass
 * no language, so English is the default; `lang` asks for French.
 */
export function registerSearchFetchTools(server: McpServer): void {
  server.registerTool(
    'search',
    {
      title: 'Search',
      description: 'Search the business directory. Returns ids to pass to fetch.',
      inputSchema: {
        query: z.string().min(1).max(200).describe('What to look for'),
        lang: langInput,
      },
      outputSchema: {
        results: z.array(z.object({ id: z.string(), title: z.string(), url: z.string() })),
      },
      annotations: { ...READ_ONLY, title: 'Search' },
    },
    async ({ query, lang }) =>
      guarded(async () => {
        const found = await searchDirectoryIn(
          lang,
          { ...EMPTY_FILTERS, q: query.trim() },
          { page: 1, limit: SEARCH_RESULTS },
        );
        const results = (found?.listing.entries ?? []).map((entry) => ({
          id: entry.slug,
          title: entry.name,
          url: pageFrame(lang, businessPath(entry.slug)).canonicalUrl,
        }));
        return toolResult({ results }, JSON.stringify({ results }));
      }),
  );

  server.registerTool(
    'fetch',
    {
      title: 'Fetch',
      description: 'The full text of one search result by its id, with its URL and citation.',
      inputSchema: {
        id: z.string().min(1).max(200).describe('An id from search'),
        lang: langInput,
      },
      outputSchema: {
        id: z.string(),
        title: z.string(),
        text: z.string(),
        url: z.string(),
        metadata: z.record(z.string(), z.unknown()),
      },
      annotations: { ...READ_ONLY, title: 'Fetch' },
    },
    async ({ id, lang }) =>
      guarded(async () => {
        const model = await loadProfileModel(lang, id);
        if (model === null) return unknownBusiness(id);
        const citation = citationOf(model.frame, model.business.updatedAt);
        const document = {
          id: model.business.slug,
          title: model.business.name,
          text: profileTwinOf(model),
          url: citation.url,
          metadata: { ...citation },
        };
        return toolResult(document, JSON.stringify(document));
      }),
  );
}
