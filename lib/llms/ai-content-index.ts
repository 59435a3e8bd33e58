import type { BlogArticleSummary, CatalogItem, DocumentSummary, FaqQuestion } from '@/lib/api';
import type { ContentEntry, ListedSource } from '@/lib/content/content-entry';

/*
 * ai-content.txt's sections of one business from the content index instead of the API: the
 * FAQ, the blog list, the catalog and the documents, as the sync read them (ContentEntry.listed
 * keeps them as the API gave them, in the API's order). The index serves a business only when
 * it holds every section whole; otherwise the file reads that business from the API as before.
 */

/** The sections of a block, before the catalog's facts are worked out. */
export interface AiSections {
  questions: Pick<FaqQuestion, 'question' | 'answerMarkdown'>[];
  articles: Pick<BlogArticleSummary, 'title' | 'publishedAt' | 'updatedAt'>[];
  catalog: { items: CatalogItem[]; total: number };
  documents: Pick<DocumentSummary, 'label' | 'type'>[];
}

/** How many catalog items and documents the file reads of a business at most. */
export interface AiSectionLimits {
  catalogItems: number;
  documents: number;
}

type Section = 'answer' | 'article' | 'catalog' | 'document';
type Listed = { key: string; listed: ListedSource };

function sectionOf(entry: ContentEntry): Section {
  return entry.kind === 'item' || entry.kind === 'event' ? 'catalog' : entry.kind;
}

function catalogItem({ key, listed }: Listed): CatalogItem | null {
  const item = listed.item;
  if (!item) return null;
  return {
    id: key,
    slug: key,
    label: listed.title,
    description: listed.text,
    type: item.type,
    unitPrice: item.unitPrice,
    unitMeasure: item.unitMeasure,
    imageUrl: null,
    brand: null,
    tags: [],
    available: item.available,
    attributes: item.attributes,
  };
}

/**
 * The sections held by `entries` (one business, one language), or null when they are not
 * whole: an entry written before `listed` existed, a section cut by the index's limits or by a
 * duplicate, or one longer than the file would read from the API.
 */
export function sectionsFromIndex(
  entries: readonly ContentEntry[],
  limits: AiSectionLimits,
): AiSections | null {
  const sections: Record<Section, Listed[]> = {
    answer: [],
    article: [],
    catalog: [],
    document: [],
  };
  for (const entry of entries) {
    if (!entry.listed) return null;
    sections[sectionOf(entry)].push({ key: entry.key, listed: entry.listed });
  }
  for (const list of Object.values(sections)) {
    list.sort((a, b) => a.listed.position - b.listed.position);
    if (list.length > 0 && list.length !== list[0]?.listed.of) return null;
  }
  if (sections.catalog.length > limits.catalogItems) return null;
  if (sections.document.length > limits.documents) return null;
  const items = sections.catalog.map(catalogItem);
  if (items.some((item) => item === null)) return null;
  return {
    questions: sections.answer.map(({ listed }) => ({
      question: listed.title,
      answerMarkdown: listed.text ?? '',
    })),
    articles: sections.article.map(({ listed }) => ({
      title: listed.title,
      publishedAt: listed.date,
      updatedAt: null,
    })),
    catalog: { items: items as CatalogItem[], total: sections.catalog.length },
    documents: sections.document.map(({ listed }) => ({
      label: listed.title,
      type: (listed.type ?? 'OTHER') as DocumentSummary['type'],
    })),
  };
}
