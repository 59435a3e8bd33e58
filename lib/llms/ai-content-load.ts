import type {
  BlogArticleSummary,
  Business,
  CatalogItem,
  DocumentSummary,
  Faq,
  FaqQuestion,
  Paged,
} from '@/lib/api';
import { API_MAX_LIMIT } from '@/lib/api';
import { withFacts, type ItemFactsContext, type WithFacts } from '@/lib/catalog/item-facts';
import type { ContentEntry } from '@/lib/content/content-entry';
import type { ReviewSummary } from '@/lib/models/review-summary';
import { sectionsFromIndex, type AiSections } from './ai-content-index';

/*
 * What ai-content.txt's block of one business is made of. The sections (FAQ, blog list,
 * catalog, documents) come from the content index when it holds the business whole and up to
 * date, so the file costs the API the business and its reviews alone; a business the sync has
 * not reached yet (or whose last read failed, or that changed since) is read from the API, so
 * no block ever lacks its sections.
 */

export interface AiBusinessContent {
  business: Business;
  questions: Pick<FaqQuestion, 'question' | 'answerMarkdown'>[];
  articles: Pick<BlogArticleSummary, 'title' | 'publishedAt' | 'updatedAt'>[];
  catalog: { items: WithFacts<CatalogItem>[]; total: number };
  /** The rating summary over every review, or null when it could not be read. */
  reviews: ReviewSummary | null;
  documents: Pick<DocumentSummary, 'label' | 'type'>[];
  /** True when a section could not be loaded; the block says so instead of failing the file. */
  incomplete: boolean;
}

export interface AiContentLoaders {
  /** The business itself: the directory index holds only a slim entry of each. */
  getBusiness(slug: string): Promise<Business | null>;
  listBlogArticles(slug: string): Promise<BlogArticleSummary[] | null>;
  getFaq(slug: string): Promise<Faq | null>;
  listCatalogItems(slug: string, page: number): Promise<Paged<CatalogItem> | null>;
  listDocuments(slug: string, page: number): Promise<Paged<DocumentSummary> | null>;
  reviewSummary(slug: string): Promise<ReviewSummary>;
  /** Currency, time zone and now, for the catalog's facts (lib/catalog/item-facts). */
  itemFactsContext(business: Business): ItemFactsContext;
  /**
   * The business's entries in the content index, or null when the index does not hold it up
   * to date (not synced yet, last read failed, changed since): its sections are then read
   * from the API. Absent: always from the API.
   */
  indexedEntries?(business: Business): Promise<readonly ContentEntry[] | null>;
}

export interface AiContentOptions {
  /** Businesses loaded at the same time. */
  concurrency: number;
  /** Catalog pages (of `pageSize`) read per business at most. */
  maxCatalogPages: number;
  maxDocumentPages: number;
  /** The loaders' page size: the API's maximum unless said otherwise. */
  pageSize?: number;
}

export const DEFAULT_AI_CONTENT_OPTIONS: AiContentOptions = {
  concurrency: 4,
  maxCatalogPages: 20,
  maxDocumentPages: 10,
  pageSize: API_MAX_LIMIT,
};

async function pagesOf<T>(load: (page: number) => Promise<Paged<T> | null>, maxPages: number) {
  const first = await load(1);
  if (!first) return { items: [] as T[], total: 0 };
  const items = [...first.items];
  for (let page = 2; page <= Math.min(first.totalPages, maxPages); page += 1) {
    const next = await load(page);
    if (!next || next.items.length === 0) break;
    items.push(...next.items);
  }
  return { items, total: first.total };
}

async function orEmpty<T>(load: () => Promise<T>, empty: T, onError: () => void): Promise<T> {
  try {
    return await load();
  } catch {
    onError();
    return empty;
  }
}

const flatten = (faq: Faq | null): FaqQuestion[] =>
  faq
    ? [...faq.categories.flatMap((category) => category.questions), ...faq.uncategorizedQuestions]
    : [];

/** The sections from the API, a failing one left empty and `failed` called. */
async function sectionsFromApi(
  slug: string,
  loaders: AiContentLoaders,
  options: AiContentOptions,
  failed: () => void,
): Promise<AiSections> {
  const [faq, articles, catalog, documents] = await Promise.all([
    orEmpty(() => loaders.getFaq(slug), null, failed),
    orEmpty(async () => (await loaders.listBlogArticles(slug)) ?? [], [], failed),
    orEmpty(
      () => pagesOf((page) => loaders.listCatalogItems(slug, page), options.maxCatalogPages),
      { items: [], total: 0 },
      failed,
    ),
    orEmpty(
      async () =>
        (await pagesOf((page) => loaders.listDocuments(slug, page), options.maxDocumentPages))
          .items,
      [],
      failed,
    ),
  ]);
  return { questions: flatten(faq), articles, catalog, documents };
}

/** The sections the index holds whole for this business, or null (read from the API). */
async function sectionsFromEntries(
  business: Business,
  loaders: AiContentLoaders,
  options: AiContentOptions,
): Promise<AiSections | null> {
  if (!loaders.indexedEntries) return null;
  const pageSize = options.pageSize ?? API_MAX_LIMIT;
  try {
    const entries = await loaders.indexedEntries(business);
    return entries
      ? sectionsFromIndex(entries, {
          catalogItems: options.maxCatalogPages * pageSize,
          documents: options.maxDocumentPages * pageSize,
        })
      : null;
  } catch {
    // An index that cannot be read costs the file its savings, never a block.
    return null;
  }
}

/** Everything the block of one business needs, a failing section left empty and flagged. */
export async function loadAiBusinessContent(
  business: Business,
  loaders: AiContentLoaders,
  options: AiContentOptions = DEFAULT_AI_CONTENT_OPTIONS,
): Promise<AiBusinessContent> {
  let incomplete = false;
  const failed = () => {
    incomplete = true;
  };
  const { slug } = business;
  const [sections, reviews] = await Promise.all([
    sectionsFromEntries(business, loaders, options).then(
      (indexed) => indexed ?? sectionsFromApi(slug, loaders, options, failed),
    ),
    orEmpty(() => loaders.reviewSummary(slug), null, failed),
  ]);
  const context = loaders.itemFactsContext(business);
  return {
    business,
    ...sections,
    catalog: {
      ...sections.catalog,
      items: sections.catalog.items.map((item) => withFacts(item, context)),
    },
    reviews,
    incomplete,
  };
}
