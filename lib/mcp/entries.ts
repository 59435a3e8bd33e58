import * as z from 'zod';
import type { BlogArticleSummary, CatalogItem, DocumentSummary, FaqQuestion } from '@/lib/api';
import { factLines } from '@/lib/catalog/fact-lines';
import type { WithFacts } from '@/lib/catalog/item-facts';
import type { Locale } from '@/lib/i18n/routing';
import { siteTranslator } from '@/lib/i18n/translator';
import type { DocumentFile } from '@/lib/models/document-file';
import { pageFrame } from '@/lib/models/frame';
import type { ReviewEntry } from '@/lib/models/review-view';
import { businessPath } from '@/lib/urls/paths';

/*
 * One review, item, article, question or document as every tool answers it: the list tools
 * (list_reviews, search_catalog, list_articles, list_documents) and get_business's previews
 * give the same entry the same shape, each linked to its page's canonical URL.
 */

export const reviewSchema = z.object({
  author: z.string(),
  rating: z.number().nullable(),
  title: z.string(),
  content: z.string(),
  reviewedAt: z.string().nullable(),
  lang: z.enum(['en', 'fr']).nullable(),
});

export function reviewOf(review: ReviewEntry): z.infer<typeof reviewSchema> {
  const { author, rating, title, content, reviewedAt, lang } = review;
  return { author, rating, title, content, reviewedAt, lang };
}

export const itemSchema = z.object({
  slug: z.string(),
  label: z.string(),
  type: z.string(),
  description: z.string().nullable(),
  facts: z.record(z.string(), z.unknown()),
  lines: z.array(z.object({ key: z.string(), term: z.string(), text: z.string() })),
  url: z.string(),
});

/** The item with its facts, and the lines the page shows of them, in the reader's words. */
export function itemOf(item: WithFacts<CatalogItem>, slug: string, lang: Locale) {
  const t = siteTranslator(lang);
  return {
    slug: item.slug,
    label: item.label,
    type: item.type,
    description: item.description,
    facts: { ...item.facts },
    lines: factLines(item, lang, (word) => t(`Catalog.${word}`), {
      typeLabel: t(`Catalog.typeSingular.${item.type}`),
      details: true,
    }).map((line) => ({
      key: line.key,
      term: line.term,
      text: 'iso' in line ? line.iso : line.text,
    })),
    url: pageFrame(lang, businessPath(slug, 'catalog', item.slug)).canonicalUrl,
  };
}

export const articleSchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  publishedAt: z.string().nullable(),
  url: z.string(),
});

export function articleOf(article: BlogArticleSummary, slug: string, lang: Locale) {
  return {
    slug: article.slug,
    title: article.title,
    description: article.description,
    publishedAt: article.publishedAt,
    url: pageFrame(lang, businessPath(slug, 'blog', article.slug)).canonicalUrl,
  };
}

export const questionSchema = z.object({ question: z.string(), answer: z.string() });

export function questionOf(entry: FaqQuestion): z.infer<typeof questionSchema> {
  return { question: entry.question, answer: entry.answerMarkdown };
}

const documentSchema = z.object({
  id: z.string(),
  label: z.string(),
  description: z.string().nullable(),
  type: z.string(),
  fileSize: z.number().nullable(),
  createdAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
  url: z.string(),
});

function documentOf(document: DocumentSummary, slug: string, lang: Locale) {
  const id = document.slug ?? document.id;
  return {
    id,
    label: document.label,
    description: document.description,
    type: document.type,
    fileSize: document.fileSize,
    createdAt: document.createdAt,
    updatedAt: document.updatedAt,
    url: pageFrame(lang, businessPath(slug, 'documents', id)).canonicalUrl,
  };
}

/** What the list and the document state of a document's file (lib/models/document-file.ts). */
export const documentFileSchema = {
  size: z.string().nullable().describe('The size as the page writes it; fileSize is in bytes'),
  fileUrl: z.string().nullable().describe('The file itself, http(s) only'),
  encodingFormat: z.string().nullable(),
  noFile: z
    .enum(['text-only', 'not-published'])
    .nullable()
    .describe('Why there is no fileUrl: only the text is published, or nothing'),
};

export function documentFileOf(file: DocumentFile) {
  return {
    size: file.size,
    fileUrl: file.url,
    encodingFormat: file.encodingFormat,
    noFile: file.missing,
  };
}

/** A document as list_documents and get_business's previews give it: with its file. */
export const listedDocumentSchema = documentSchema.extend(documentFileSchema);

export function listedDocumentOf(
  document: DocumentSummary & { file: DocumentFile },
  slug: string,
  lang: Locale,
): z.infer<typeof listedDocumentSchema> {
  return { ...documentOf(document, slug, lang), ...documentFileOf(document.file) };
}
