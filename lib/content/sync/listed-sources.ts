import type { BlogArticleSummary, CatalogItem, DocumentSummary, FaqQuestion } from '@/lib/api';
import { FACT_KEYS } from '@/lib/catalog/item-facts';
import type { ListedItem, ListedSource } from '../content-entry';

/*
 * What the companion files print of an entry (ContentEntry.listed), kept as the API gave it so
 * that a file read from the index prints what it printed from the API: the entry's own title
 * and summary are bounded plain text, made for search results.
 */

/** Attribute keys an item's facts read: FACT_KEYS, an event's bare date and its venue. */
const FACT_SOURCES: ReadonlySet<string> = new Set([...FACT_KEYS, 'date', 'venue', 'location']);

const NONE = { text: null, type: null, date: null, item: null } as const;

export function listedAnswer(question: FaqQuestion, position: number, of: number): ListedSource {
  return { ...NONE, position, of, title: question.question, text: question.answerMarkdown };
}

export function listedArticle(
  article: BlogArticleSummary,
  position: number,
  of: number,
): ListedSource {
  return {
    ...NONE,
    position,
    of,
    title: article.title,
    date: article.publishedAt ?? article.updatedAt,
  };
}

export function listedDocument(
  document: DocumentSummary,
  position: number,
  of: number,
): ListedSource {
  return { ...NONE, position, of, title: document.label, type: document.type };
}

export function listedItem(item: CatalogItem, position: number, of: number): ListedSource {
  const attributes = Object.fromEntries(
    Object.entries(item.attributes).filter(([key]) => FACT_SOURCES.has(key)),
  );
  const facts: ListedItem = {
    type: item.type,
    unitPrice: item.unitPrice,
    unitMeasure: item.unitMeasure,
    available: item.available,
    attributes,
  };
  return { ...NONE, position, of, title: item.label, text: item.description, item: facts };
}
