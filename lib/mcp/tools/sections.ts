import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import * as z from 'zod';
import { ratingRecord } from '@/lib/companions/companies-json';
import { articleTwinOf, blogTwinOf, faqTwinOf, reviewsTwinOf } from '@/lib/companions/twin-pages';
import { loadArticleModel } from '@/lib/models/article';
import { loadBlogModel } from '@/lib/models/blog';
import { loadFaqModel } from '@/lib/models/faq';
import { loadReviewsModel } from '@/lib/models/reviews';
import { citationOf, citationRef } from '../citation';
import { articleOf, articleSchema, reviewOf, reviewSchema } from '../entries';
import { nextCursor, readCursor } from '../cursor';
import { cursorInput, langInput, READ_ONLY, slugInput, strictInput } from '../inputs';
import { guarded, toolError, toolResult, unknownBusiness } from '../tool-result';

/** list_articles, get_article, get_faq and list_reviews: a business's blog, FAQ and reviews. */
export function registerSectionTools(server: McpServer): void {
  server.registerTool(
    'list_articles',
    {
      title: 'List articles',
      description: "A business's articles: titles, dates, summaries, slugs.",
      inputSchema: strictInput({ slug: slugInput, lang: langInput }),
      outputSchema: {
        articles: z.array(articleSchema),
        citation: citationRef,
      },
      annotations: READ_ONLY,
    },
    async ({ slug, lang }) =>
      guarded(async () => {
        const model = await loadBlogModel(lang, slug);
        if (model === null) return unknownBusiness(slug);
        const articles = model.articles.map((article) =>
          articleOf(article, model.business.slug, lang),
        );
        return toolResult(
          { articles, citation: citationOf(model.frame, model.business.updatedAt) },
          blogTwinOf(model),
        );
      }),
  );

  server.registerTool(
    'get_article',
    {
      title: 'Get an article',
      description: 'One article, whole, as Markdown.',
      inputSchema: strictInput({
        slug: slugInput,
        article: z.string().min(1).max(200).describe('From list_articles'),
        lang: langInput,
      }),
      outputSchema: {
        title: z.string(),
        publishedAt: z.string().nullable(),
        markdown: z.string(),
        citation: citationRef,
      },
      annotations: READ_ONLY,
    },
    async ({ slug, article, lang }) =>
      guarded(async () => {
        const model = await loadArticleModel(lang, slug, article);
        if (model === null)
          return toolError(
            `No article "${article}" for business "${slug}". List them with list_articles.`,
          );
        const markdown = articleTwinOf(model);
        return toolResult(
          {
            title: model.article.title,
            publishedAt: model.article.publishedAt,
            markdown,
            citation: citationOf(model.frame, model.article.updatedAt ?? model.article.publishedAt),
          },
          markdown,
        );
      }),
  );

  server.registerTool(
    'get_faq',
    {
      title: 'Get a FAQ',
      description: "A business's questions and answers, by category.",
      inputSchema: strictInput({ slug: slugInput, lang: langInput }),
      outputSchema: {
        questions: z.array(
          z.object({ category: z.string().nullable(), question: z.string(), answer: z.string() }),
        ),
        citation: citationRef,
      },
      annotations: READ_ONLY,
    },
    async ({ slug, lang }) =>
      guarded(async () => {
        const model = await loadFaqModel(lang, slug);
        if (model === null) return unknownBusiness(slug);
        const faq = model.faq;
        const questions = faq
          ? [
              ...faq.categories.flatMap((category) =>
                category.questions.map((entry) => ({ category: category.name, entry })),
              ),
              ...faq.uncategorizedQuestions.map((entry) => ({ category: null, entry })),
            ].map(({ category, entry }) => ({
              category,
              question: entry.question,
              answer: entry.answerMarkdown,
            }))
          : [];
        return toolResult(
          { questions, citation: citationOf(model.frame, faq?.updatedAt ?? null) },
          faqTwinOf(model),
        );
      }),
  );

  server.registerTool(
    'list_reviews',
    {
      title: 'List reviews',
      description: "A business's reviews, newest first, and its rating.",
      inputSchema: strictInput({ slug: slugInput, cursor: cursorInput, lang: langInput }),
      outputSchema: {
        rating: z.record(z.string(), z.unknown()).nullable(),
        total: z.number(),
        reviews: z.array(reviewSchema),
        nextCursor: z.string().nullable(),
        citation: citationRef,
      },
      annotations: READ_ONLY,
    },
    async ({ slug, cursor, lang }) =>
      guarded(async () => {
        const at = readCursor(cursor);
        if (!at.ok) return toolError(at.error);
        const model = await loadReviewsModel(lang, slug, { page: at.page, sort: '', stars: null });
        if (model === null) return unknownBusiness(slug);
        return toolResult(
          {
            rating: ratingRecord(model.summary),
            total: model.reviews.total,
            reviews: model.reviews.items.map(reviewOf),
            nextCursor: nextCursor(model.reviews.page, model.reviews.totalPages),
            citation: citationOf(model.frame, model.business.updatedAt),
          },
          reviewsTwinOf(model),
        );
      }),
  );
}
