import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import * as z from 'zod';
import { profileTwinOf } from '@/lib/companions/twin-pages';
import { searchDirectoryIn } from '@/lib/directory/search-directory-page';
import { EMPTY_FILTERS } from '@/lib/directory/filter-businesses';
import type { Locale } from '@/lib/i18n/routing';
import { pageFrame } from '@/lib/models/frame';
import { loadProfileModel } from '@/lib/models/profile';
import { businessPath } from '@/lib/urls/paths';
import { citationOf } from '../citation';
import { contentDocumentOf } from '../content-document';
import { contentResultOf, parseContentId } from '../content-result';
import type { ContentModels } from '../content-source';
import { langInput, READ_ONLY } from '../inputs';
import { guarded, toolError, toolResult, unknownBusiness } from '../tool-result';

const BUSINESS_RESULTS = 10;
const CONTENT_RESULTS = 10;

interface SearchHit {
  id: string;
  title: string;
  url: string;
}

async function businessHits(query: string, lang: Locale): Promise<SearchHit[]> {
  const found = await searchDirectoryIn(
    lang,
    { ...EMPTY_FILTERS, q: query },
    { page: 1, limit: BUSINESS_RESULTS },
  );
  return (found?.listing.entries ?? []).map((entry) => ({
    id: entry.slug,
    title: entry.name,
    url: pageFrame(lang, businessPath(entry.slug)).canonicalUrl,
  }));
}

/** What businesses offer that matches; none while the content index cannot be read. */
async function contentHits(
  models: ContentModels,
  query: string,
  lang: Locale,
): Promise<SearchHit[]> {
  const found = await models.results({
    locale: lang,
    text: query,
    page: 1,
    limit: CONTENT_RESULTS,
  });
  return found.hits.map((hit) => {
    const result = contentResultOf(hit, lang);
    return { id: result.id, title: `${result.title} — ${result.business.name}`, url: result.url };
  });
}

/**
 * `search` and `fetch`: the two tools ChatGPT's connectors and deep research expect. search
 * returns ids, titles and URLs of businesses and of what they offer (items, events, FAQ
 * answers, articles, documents); fetch returns the whole text of one id (a business: its
 * profile as Markdown; an entry: its indexed text) with its URL and metadata, the citation
 * among them. Those clients pass no language, so English is the default; `lang` asks for
 * French.
 */
export function registerSearchFetchTools(server: McpServer, models: ContentModels): void {
  server.registerTool(
    'search',
    {
      title: 'Search',
      description:
        'Search the business directory: businesses, then what they offer (catalog items, events, FAQ answers, articles, documents). Returns ids to pass to fetch.',
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
        const text = query.trim();
        const [businesses, content] = await Promise.all([
          businessHits(text, lang),
          contentHits(models, text, lang),
        ]);
        const results = [...businesses, ...content];
        return toolResult({ results }, JSON.stringify({ results }));
      }),
  );

  server.registerTool(
    'fetch',
    {
      title: 'Fetch',
      description: 'The full text of one search result by its id, with its URL and citation.',
      inputSchema: {
        id: z.string().min(1).max(400).describe('An id from search'),
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
        const entryId = parseContentId(id);
        if (entryId !== null) {
          const { kind, businessSlug, key } = entryId;
          const entry = await models.entry(lang, kind, businessSlug, key);
          if (entry === null)
            return toolError(
              `No entry "${id}" in the index. Find one with search or search_content.`,
            );
          const document = contentDocumentOf(entry);
          return toolResult(document, JSON.stringify(document));
        }
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
