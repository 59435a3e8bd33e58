import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import * as z from 'zod';
import { profileTwinOf } from '@/lib/companions/twin-pages';
import { loadProfileModel } from '@/lib/models/profile';
import type { ProfilePreviews } from '@/lib/models/profile-previews';
import type { Locale } from '@/lib/i18n/routing';
import { siteTranslator } from '@/lib/i18n/translator';
import { pageFrame } from '@/lib/models/frame';
import { ratingRecord } from '@/lib/companions/companies-json';
import { BUSINESS_SECTIONS, businessPath } from '@/lib/urls/paths';
import { SEARCH_ROUTE_QUERY } from '@/lib/directory/search-api-query';
import { businessHitSchema, searchBusinessesAnswer } from '../business-search';
import { businessHitLines, businessSummaryText } from '../business-text';
import { citationOf, citationRef } from '../citation';
import {
  articleOf,
  articleSchema,
  itemOf,
  itemSchema,
  listedDocumentOf,
  listedDocumentSchema,
  questionOf,
  questionSchema,
  reviewOf,
  reviewSchema,
} from '../entries';
import { readCursor } from '../cursor';
import {
  categoryInput,
  cityInput,
  countInput,
  cursorInput,
  flagInput,
  langInput,
  nearInputs,
  READ_ONLY,
  regionInput,
  slugInput,
  strictInput,
  textInput,
} from '../inputs';
import { guarded, toolError, toolResult, unknownBusiness } from '../tool-result';
import { memoizedAnswer } from '../answer-memo';
import { resolveNear } from '../near';

/** Fewer than /api/search's default page: every result is tokens in the agent's context. */
const SEARCH_TOOL_LIMIT = 10;

/** What the profile previews of each section, as the section tools give each entry. */
const previewsSchema = z.object({
  reviews: z.array(reviewSchema),
  catalog: z.array(itemSchema),
  article: articleSchema.nullable(),
  faq: z.array(questionSchema),
  documents: z.array(listedDocumentSchema),
});

function previewsOf(previews: ProfilePreviews, slug: string, lang: Locale) {
  return {
    reviews: previews.reviews.map(reviewOf),
    catalog: previews.catalog.map((item) => itemOf(item, slug, lang)),
    article: previews.article ? articleOf(previews.article, slug, lang) : null,
    faq: previews.faq.map(questionOf),
    documents: previews.documents.map((document) => listedDocumentOf(document, slug, lang)),
  };
}

const INCLUDES = ['previews', 'markdown'] as const;

const searchInput = strictInput({
  query: textInput(SEARCH_ROUTE_QUERY.q).default(''),
  category: categoryInput,
  city: cityInput,
  region: regionInput,
  verified: flagInput(SEARCH_ROUTE_QUERY.verified),
  ...nearInputs,
  limit: countInput(SEARCH_ROUTE_QUERY.limit, SEARCH_TOOL_LIMIT),
  cursor: cursorInput,
  lang: langInput,
});

const searchOutput = {
  total: z.number(),
  results: z.array(businessHitSchema),
  nextCursor: z.string().nullable(),
  didYouMean: z.string().nullable(),
  partial: z.boolean(),
  withoutFilters: z.number().nullable(),
  notice: z.string().nullable(),
};

const getInput = strictInput({
  slug: slugInput,
  include: z.array(z.enum(INCLUDES)).max(INCLUDES.length).default([]),
  lang: langInput,
});

const getOutput = {
  business: z.record(z.string(), z.unknown()),
  rating: z.record(z.string(), z.unknown()).nullable(),
  sections: z.array(
    z.object({ section: z.string(), count: z.number().nullable(), url: z.string() }),
  ),
  previews: previewsSchema.optional(),
  citation: citationRef,
};

/** search_businesses and get_business: the directory's search, and one business's profile. */
export function registerBusinessTools(server: McpServer): void {
  server.registerTool(
    'search_businesses',
    {
      title: 'Search businesses',
      description:
        'Businesses by name, trade, tags or place (all words, typos forgiven; else the closest, partial true) in a category, city, region (CA-QC), or near a city or lat,lon (radius_km), nearest first.',
      inputSchema: searchInput,
      outputSchema: searchOutput,
      annotations: READ_ONLY,
    },
    async ({ query, category, city, region, verified, near, radius_km, limit, cursor, lang }) =>
      guarded(async () => {
        const at = readCursor(cursor);
        if (!at.ok) return toolError(at.error);
        const located = await resolveNear(lang, near, radius_km ?? null);
        if (!located.ok) return toolError(located.error);
        const outcome = await searchBusinessesAnswer({
          query,
          category,
          city,
          region,
          verified,
          near: located.near,
          limit,
          lang,
          page: at.page,
        });
        if (!outcome.ok) return toolError(outcome.error);
        const { answer } = outcome;
        const heading = siteTranslator(lang)('AgentContent.businessesFound', {
          count: answer.total,
          more: answer.nextCursor ? 'yes' : 'no',
        });
        const text = [
          heading,
          ...(answer.notice ? [answer.notice] : []),
          ...answer.results.flatMap((hit) => businessHitLines(hit, lang)),
        ].join('\n');
        return toolResult({ ...answer }, text);
      }),
  );

  server.registerTool(
    'get_business',
    {
      title: 'Get a business',
      description:
        "One business: contacts, addresses, regions, rating, sections' counts and links. include: previews (first entries), markdown (its page).",
      inputSchema: getInput,
      outputSchema: getOutput,
      annotations: READ_ONLY,
    },
    async ({ slug, include, lang }) =>
      memoizedAnswer(`get_business:${lang}:${slug}:${[...include].sort().join(',')}`, () =>
        getBusinessAnswer(slug, include, lang),
      ),
  );
}

async function getBusinessAnswer(
  slug: string,
  include: readonly (typeof INCLUDES)[number][],
  lang: Locale,
) {
  return guarded(async () => {
    const model = await loadProfileModel(lang, slug);
    if (model === null) return unknownBusiness(slug);
    const { business, frame, sectionCounts } = model;
    const sections = BUSINESS_SECTIONS.map((section) => ({
      section,
      count: sectionCounts[section] ?? null,
      url: pageFrame(lang, businessPath(business.slug, section), business.slug).canonicalUrl,
    }));
    // The body is Markdown: it travels once, in the text, and only when asked for.
    const facts: Record<string, unknown> = {
      ...business,
      // Each address with its region, from its postal code (null when the code does not say).
      locations: model.places.map(({ location, region }) => ({ ...location, region })),
    };
    delete facts.markdown;
    const rating = ratingRecord(model.reviews);
    const citation = citationOf(frame, business.updatedAt);
    const structured = {
      business: facts,
      rating,
      sections,
      ...(include.includes('previews') && {
        previews: previewsOf(model.previews, business.slug, lang),
      }),
      citation,
    };
    const text = include.includes('markdown')
      ? profileTwinOf(model)
      : businessSummaryText(business, rating, sections, citation, lang, model.places);
    return toolResult(structured, text);
  });
}
