import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import * as z from 'zod';
import { DIRECTORY_FILTER_QUERY } from '@/lib/directory/filter-businesses';
import { profileTwinOf } from '@/lib/companions/twin-pages';
import type { Locale } from '@/lib/i18n/routing';
import { loadProfileModel } from '@/lib/models/profile';
import { siteTranslator } from '@/lib/i18n/translator';
import { searchBusinessesAnswer } from '../business-search';
import { citationOf } from '../citation';
import { contentDocumentOf } from '../content-document';
import { contentResultOf, parseContentId } from '../content-result';
import type { ContentModels } from '../content-source';
import { langInput, READ_ONLY, strictInput, textInput } from '../inputs';
import { guarded, toolError, toolResult, unknownBusiness } from '../tool-result';

const BUSINESS_RESULTS = 10;
const CONTENT_RESULTS = 10;

interface SearchHit {
  id: string;
  title: string;
  url: string;
}

/** The businesses that match, else the closest (the notice says so). */
async function businessHits(query: string, lang: Locale) {
  const outcome = await searchBusinessesAnswer({
    query,
    category: '',
    city: '',
    region: '',
    verified: false,
    near: null,
    page: 1,
    limit: BUSINESS_RESULTS,
    lang,
  });
  const answer = outcome.ok ? outcome.answer : null;
  const hits: SearchHit[] = (answer?.results ?? []).map((hit) => ({
    id: hit.slug,
    title: hit.name,
    url: hit.citation.url,
  }));
  return { hits, notice: answer?.notice ?? null };
}

/** What businesses offer that matches; none while the content index cannot be read. */
async function contentHits(models: ContentModels, query: string, lang: Locale) {
  const found = await models.results({
    locale: lang,
    text: query,
    page: 1,
    limit: CONTENT_RESULTS,
  });
  const t = siteTranslator(lang);
  const notice = found.partial ? t('AgentContent.partial') : null;
  const hits = found.hits.map((hit) => {
    const result = contentResultOf(hit, lang);
    return { id: result.id, title: `${result.title} — ${result.business.name}`, url: result.url };
  });
  return { hits, notice };
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
      description: 'Businesses, then what they offer, that match; ids for fetch.',
      inputSchema: strictInput({
        query: textInput(DIRECTORY_FILTER_QUERY.q).min(1),
        lang: langInput,
      }),
      outputSchema: {
        results: z.array(z.object({ id: z.string(), title: z.string(), url: z.string() })),
        notice: z.string().nullable(),
      },
      annotations: READ_ONLY,
    },
    async ({ query, lang }) =>
      guarded(async () => {
        const text = query.trim();
        const [businesses, content] = await Promise.all([
          businessHits(text, lang),
          contentHits(models, text, lang),
        ]);
        const results = [...businesses.hits, ...content.hits];
        const notices = [businesses.notice, content.notice].filter((notice) => notice !== null);
        const answer = { results, notice: notices.length > 0 ? notices.join(' ') : null };
        return toolResult(answer, JSON.stringify(answer));
      }),
  );

  server.registerTool(
    'fetch',
    {
      title: 'Fetch',
      description: "A search result's full text, URL and citation.",
      inputSchema: strictInput({
        id: z.string().min(1).max(400).describe('From search'),
        lang: langInput,
      }),
      outputSchema: {
        id: z.string(),
        title: z.string(),
        text: z.string(),
        url: z.string(),
        metadata: z.record(z.string(), z.unknown()),
      },
      annotations: READ_ONLY,
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
