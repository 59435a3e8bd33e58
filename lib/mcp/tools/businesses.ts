import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import * as z from 'zod';
import { searchDirectoryIn } from '@/lib/directory/search-directory-page';
import { EMPTY_FILTERS } from '@/lib/directory/filter-businesses';
import { profileTwinOf } from '@/lib/companions/twin-pages';
import { loadProfileModel } from '@/lib/models/profile';
import type { ProfilePreviews } from '@/lib/models/profile-previews';
import type { Locale } from '@/lib/i18n/routing';
import { siteTranslator } from '@/lib/i18n/translator';
import { pageFrame } from '@/lib/models/frame';
import { ratingRecord } from '@/lib/companions/companies-json';
import { BUSINESS_SECTIONS, businessPath } from '@/lib/urls/paths';
import { citationOf, citationSchema } from '../citation';
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
import { nextCursor, readCursor } from '../cursor';
import { cursorInput, langInput, READ_ONLY, slugInput } from '../inputs';
import { guarded, toolError, toolResult, unknownBusiness } from '../tool-result';

const SEARCH_LIMIT_MAX = 50;

const businessHit = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  cities: z.array(z.string()),
  isVerified: z.boolean(),
  citation: citationSchema,
});

/** What the profile previews of each section, as the section tools give each entry. */
const previewsSchema = z.object({
  reviews: z.array(reviewSchema).describe('The latest reviews, newest first'),
  catalog: z.array(itemSchema).describe('The catalog’s first items'),
  article: articleSchema.nullable().describe('The most recently published article'),
  faq: z.array(questionSchema).describe('The FAQ’s first questions, in its order'),
  documents: z
    .array(listedDocumentSchema)
    .describe('The first documents, each with its file as list_documents gives it'),
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

/** search_businesses and get_business: the directory's search, and one business's profile. */
export function registerBusinessTools(server: McpServer): void {
  server.registerTool(
    'search_businesses',
    {
      title: 'Search businesses',
      description:
        'Search the directory as its home page does: free text (typos and plurals forgiven, both languages), optionally within a category or city. Returns slugs for the other tools.',
      inputSchema: {
        query: z.string().max(200).default('').describe('Free text: a name, a trade, a place'),
        category: z.string().max(100).default('').describe('A category slug, e.g. bakery'),
        city: z.string().max(100).default('').describe('A city slug, e.g. montreal'),
        verified: z.boolean().default(false).describe('Only businesses the directory verified'),
        limit: z.number().int().min(1).max(SEARCH_LIMIT_MAX).default(10),
        cursor: cursorInput,
        lang: langInput,
      },
      outputSchema: {
        total: z.number(),
        results: z.array(businessHit),
        nextCursor: z.string().nullable(),
        didYouMean: z.string().nullable(),
      },
      annotations: { ...READ_ONLY, title: 'Search businesses' },
    },
    async ({ query, category, city, verified, limit, cursor, lang }) =>
      guarded(async () => {
        const at = readCursor(cursor);
        if (!at.ok) return toolError(at.error);
        const filters = { ...EMPTY_FILTERS, q: query.trim(), category, city, verified };
        const found = await searchDirectoryIn(lang, filters, { page: at.page, limit });
        if (found === null)
          return at.page === 1
            ? toolResult(
                { total: 0, results: [], nextCursor: null, didYouMean: null },
                siteTranslator(lang)('AgentContent.businessesFound', { count: 0, more: 'no' }),
              )
            : toolError('No page of results at this cursor: start again without one.');
        const results = found.listing.entries.map((entry) => ({
          slug: entry.slug,
          name: entry.name,
          description: entry.description,
          category: entry.category,
          cities: [...entry.cities],
          isVerified: entry.isVerified,
          citation: citationOf(
            pageFrame(lang, businessPath(entry.slug), entry.slug),
            entry.updatedAt,
          ),
        }));
        const structured = {
          total: found.listing.total,
          results,
          nextCursor: nextCursor(found.listing.page, found.listing.totalPages),
          didYouMean: found.outcome?.didYouMean ?? null,
        };
        const lines = results.map(
          (hit) =>
            `- **${hit.name}** (\`${hit.slug}\`) — ${[hit.category, hit.cities.join(', ')].filter(Boolean).join(' · ')}: ${hit.citation.url}`,
        );
        const heading = siteTranslator(lang)('AgentContent.businessesFound', {
          count: structured.total,
          more: structured.nextCursor ? 'yes' : 'no',
        });
        return toolResult(structured, [heading, ...lines].join('\n'));
      }),
  );

  server.registerTool(
    'get_business',
    {
      title: 'Get a business',
      description:
        'One business: contact details, addresses, description, rating summary, how much each section (blog, faq, reviews, catalog, documents) holds and the links to them, and what its profile previews of them: the latest reviews, the first catalog items, the latest article, the first FAQ questions and the first documents with the link to each file (or why there is none).',
      inputSchema: { slug: slugInput, lang: langInput },
      outputSchema: {
        business: z.record(z.string(), z.unknown()),
        rating: z.record(z.string(), z.unknown()).nullable(),
        sections: z.array(
          z.object({ section: z.string(), count: z.number().nullable(), url: z.string() }),
        ),
        previews: previewsSchema,
        citation: citationSchema,
      },
      annotations: { ...READ_ONLY, title: 'Get a business' },
    },
    async ({ slug, lang }) =>
      guarded(async () => {
        const model = await loadProfileModel(lang, slug);
        if (model === null) return unknownBusiness(slug);
        const { business, frame, sectionCounts } = model;
        const sections = BUSINESS_SECTIONS.map((section) => ({
          section,
          count: sectionCounts[section] ?? null,
          url: pageFrame(lang, businessPath(business.slug, section), business.slug).canonicalUrl,
        }));
        const structured = {
          business: { ...business },
          rating: ratingRecord(model.reviews),
          sections,
          previews: previewsOf(model.previews, business.slug, lang),
          citation: citationOf(frame, business.updatedAt),
        };
        return toolResult(structured, profileTwinOf(model));
      }),
  );
}
