import type {
  BlogArticleSummary,
  BusinessSectionReader,
  CatalogItem,
  DocumentSummary,
  FaqQuestion,
  Paged,
} from '@/lib/api';
import type { ContentEntry } from '../content-entry';
import { itemContext, type EntryScope } from './business-context';
import { itemEntry } from './item-entry';
import { listedAnswer, listedArticle, listedDocument, listedItem } from './listed-sources';
import { answerEntries, articleEntry, bodyText, documentEntry } from './text-entries';

/*
 * Every entry of one business in one language, read from its sections: the FAQ, the blog list
 * and each article's body, every catalog page, every documents page and each PDF's rendition.
 * A body whose article or document has the same updatedAt as the entry already indexed is
 * taken from that entry instead of read again, so a business re-read after a change costs its
 * lists and the bodies that changed. Any failed call fails the whole business (the caller
 * keeps its last good entries); a 404 is an empty section.
 */

export const SECTION_LIMITS = {
  /** Pages of 100 read of a catalog or a documents list. */
  maxPages: 20,
  /** Entries of one kind per business and language: an absurd list is cut, not refused. */
  maxEntriesPerKind: 1_000,
  /** Bodies read at once for one business (the limiter bounds the instance as a whole). */
  bodyConcurrency: 2,
} as const;

/** The entries indexed before, by kind and key, whose bodies may be reused. */
export type PreviousEntries = ReadonlyMap<string, ContentEntry>;

export const entryId = (entry: Pick<ContentEntry, 'kind' | 'key'>) => `${entry.kind}:${entry.key}`;

/** Every page of a list, and the total its first page states. */
async function allPages<T>(
  read: (page: number) => Promise<Paged<T> | null>,
  keyOf: (item: T) => string,
): Promise<{ items: T[]; total: number }> {
  const found = new Map<string, T>();
  let total = 0;
  for (let page = 1; page <= SECTION_LIMITS.maxPages; page += 1) {
    const answer = await read(page);
    if (page === 1) total = answer?.total ?? 0;
    if (!answer || answer.items.length === 0) break;
    for (const item of answer.items) if (!found.has(keyOf(item))) found.set(keyOf(item), item);
    if (page >= answer.totalPages || found.size >= SECTION_LIMITS.maxEntriesPerKind) break;
  }
  return { items: [...found.values()].slice(0, SECTION_LIMITS.maxEntriesPerKind), total };
}

async function inTurns<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const position = next++;
      results[position] = await work(items[position] as T);
    }
  };
  await Promise.all(Array.from({ length: SECTION_LIMITS.bodyConcurrency }, worker));
  return results;
}

/** The body kept for an entry whose source has not changed since, else null. */
function keptBody(
  previous: PreviousEntries,
  kind: 'article' | 'document',
  key: string,
  updatedAt: string | null,
): string | null {
  const before = previous.get(`${kind}:${key}`);
  return before && updatedAt !== null && before.updatedAt === updatedAt ? before.body : null;
}

export async function readBusinessEntries(
  reader: BusinessSectionReader,
  scope: EntryScope,
  previous: PreviousEntries,
  now: Date,
): Promise<ContentEntry[]> {
  const { locale } = scope;
  const slug = scope.business.slug;
  const [faq, articles, catalog, documentList] = await Promise.all([
    reader.faq(slug, locale),
    reader.articles(slug, locale),
    allPages<CatalogItem>(
      (page) => reader.catalogPage(slug, locale, page),
      (item) => item.slug,
    ),
    allPages<DocumentSummary>(
      (page) => reader.documentPage(slug, locale, page),
      (doc) => doc.id,
    ),
  ]);

  const items = catalog.items;
  const documents = documentList.items;
  // The business's own answer only when an event needs its place and zone.
  const details = items.some((item) => item.type === 'EVENT')
    ? await reader.business(slug, locale)
    : null;
  const context = itemContext(details, now);

  const allArticles = articles ?? [];
  const articleList = allArticles.slice(0, SECTION_LIMITS.maxEntriesPerKind);
  const articleEntries = await inTurns(articleList, async (article) => {
    const kept = keptBody(previous, 'article', article.slug, article.updatedAt);
    if (kept !== null) return articleEntry(article, kept, scope);
    const full = await reader.article(slug, article.slug, locale);
    return articleEntry(article, full ? bodyText(full.markdown) : null, scope);
  });

  const documentEntries = await inTurns(documents, async (document) => {
    if (document.type !== 'PDF') return documentEntry(document, null, scope);
    const kept = keptBody(previous, 'document', document.id, document.updatedAt);
    if (kept !== null) return documentEntry(document, kept, scope);
    const full = await reader.document(slug, document.slug ?? document.id, locale);
    return documentEntry(document, full ? bodyText(full.markdown) : null, scope);
  });

  const questions = faq
    ? [...faq.categories.flatMap((c) => c.questions), ...faq.uncategorizedQuestions]
    : [];
  return [
    ...items.map((item, i) => ({
      ...itemEntry(item, scope, context),
      listed: listedItem(item, i, catalog.total),
    })),
    ...(faq ? answerEntries(faq, scope, SECTION_LIMITS.maxEntriesPerKind) : []).map((entry, i) => ({
      ...entry,
      listed: listedAnswer(questions[i] as FaqQuestion, i, questions.length),
    })),
    ...articleEntries.map((entry, i) => ({
      ...entry,
      listed: listedArticle(articleList[i] as BlogArticleSummary, i, allArticles.length),
    })),
    ...documentEntries.map((entry, i) => ({
      ...entry,
      listed: listedDocument(documents[i] as DocumentSummary, i, documentList.total),
    })),
  ];
}
