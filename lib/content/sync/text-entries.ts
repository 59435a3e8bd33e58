import type { BlogArticleSummary, DocumentSummary, Faq } from '@/lib/api';
import { documentPath } from '@/lib/urls/document-path';
import { businessPath } from '@/lib/urls/paths';
import type { ContentEntry } from '../content-entry';
import type { EntryScope } from './business-context';
import { markdownText, plainLine, TEXT_LIMITS } from './entry-text';

/*
 * FAQ answers, blog articles and documents as entries. An answer's path is the FAQ page with
 * the question's anchor (the one the page gives it); an article's and a document's are their
 * own pages. Bodies are plain text from the API's Markdown (entry-text.ts).
 */

type Common = Pick<
  ContentEntry,
  'otherTitle' | 'itemType' | 'tags' | 'price' | 'availability' | 'event'
>;

const NOT_AN_ITEM: Common = {
  otherTitle: null,
  itemType: null,
  tags: [],
  price: null,
  availability: null,
  event: null,
};

export function answerEntries(faq: Faq, scope: EntryScope, maxEntries: number): ContentEntry[] {
  const questions = [
    ...faq.categories.flatMap((category) => category.questions),
    ...faq.uncategorizedQuestions,
  ];
  return questions.slice(0, maxEntries).map((question) => {
    const answer = markdownText(question.answerMarkdown, TEXT_LIMITS.body);
    return {
      ...NOT_AN_ITEM,
      kind: 'answer',
      locale: scope.locale,
      business: scope.business,
      key: question.anchor,
      title: plainLine(question.question, TEXT_LIMITS.title) || question.anchor,
      summary: plainLine(answer, TEXT_LIMITS.summary),
      path: `${businessPath(scope.business.slug, 'faq')}#${encodeURIComponent(question.anchor)}`,
      body: answer,
      updatedAt: faq.updatedAt,
    };
  });
}

/** `markdown`: the article's body, or null when it was not read (its summary alone). */
export function articleEntry(
  article: BlogArticleSummary,
  body: string | null,
  scope: EntryScope,
): ContentEntry {
  const text = body ?? '';
  return {
    ...NOT_AN_ITEM,
    kind: 'article',
    locale: scope.locale,
    business: scope.business,
    key: article.slug,
    title: plainLine(article.title, TEXT_LIMITS.title) || article.slug,
    summary: plainLine(article.description || text, TEXT_LIMITS.summary),
    path: businessPath(scope.business.slug, 'blog', article.slug),
    body: text,
    updatedAt: article.updatedAt ?? article.publishedAt,
  };
}

export function documentEntry(
  document: DocumentSummary,
  body: string | null,
  scope: EntryScope,
): ContentEntry {
  const text = body ?? '';
  return {
    ...NOT_AN_ITEM,
    kind: 'document',
    locale: scope.locale,
    business: scope.business,
    key: document.id,
    title: plainLine(document.label, TEXT_LIMITS.title) || document.slug || document.id,
    summary: plainLine(document.description || text, TEXT_LIMITS.summary),
    path: documentPath(scope.business.slug, document),
    body: text,
    updatedAt: document.updatedAt ?? document.createdAt,
  };
}

/** Markdown of a body as the entry keeps it. */
export function bodyText(markdown: string | null | undefined): string {
  return markdownText(markdown, TEXT_LIMITS.body);
}
