import 'server-only';
import {
  type BlogArticleSummary,
  type Business,
  type CatalogItem,
  type Faq,
  type FaqQuestion,
  getFaq,
  listBlogArticles,
  listDocuments,
  DOCUMENTS_PAGE_SIZE,
} from '@/lib/api';
import type { WithFacts } from '@/lib/catalog/item-facts';
import type { Locale } from '@/lib/i18n/routing';
import { loadCatalogPage } from './load-catalog-page';
import { loadReviewPage } from './load-review-page';
import type { ReviewEntry } from './review-view';
import { NO_CATALOG_FILTERS } from '@/lib/catalog/catalog-filters';
import { withDocumentFiles, type ListedDocument } from './listed-document';

/** How much of each section the profile previews. */
export const PREVIEW_SIZES = { reviews: 3, catalog: 4, faq: 3, documents: 3 } as const;

/**
 * What the profile shows of each section: empty lists (and a null article) for a section with
 * nothing in it, which the profile then leaves out.
 */
export interface ProfilePreviews {
  /** The latest reviews of the reviews page's first page, newest first. */
  reviews: ReviewEntry[];
  /** The catalog's first items, as its first page lists them, with their facts. */
  catalog: WithFacts<CatalogItem>[];
  /** The most recently published article. */
  article: BlogArticleSummary | null;
  /** The FAQ's first questions, in the FAQ page's order (categories first). */
  faq: FaqQuestion[];
  /**
   * The documents' first page's first entries, each with its file as the documents page
   * states it (the link to download it, or why there is none).
   */
  documents: ListedDocument[];
}

const time = (value: string | null) => (value ? Date.parse(value) || 0 : 0);

/** Newest first by date; undated last; ties keep the API's order. */
function latestFirst<T>(items: readonly T[], dateOf: (item: T) => string | null): T[] {
  return [...items].sort((a, b) => time(dateOf(b)) - time(dateOf(a)));
}

/** The FAQ's questions in the page's order: each category's, then the uncategorized ones. */
function faqQuestionsInOrder(faq: Faq | null): FaqQuestion[] {
  if (!faq) return [];
  return [
    ...faq.categories.flatMap((category) => category.questions),
    ...faq.uncategorizedQuestions,
  ];
}

/** A failing section endpoint must not take the profile down: it is then shown as empty. */
async function orEmpty<T>(load: () => Promise<T>, empty: T): Promise<T> {
  try {
    return await load();
  } catch {
    return empty;
  }
}

/**
 * The previews, from the very calls the section pages make for their first page (same getters,
 * same page sizes, same parameters) and that the section counts make too: on a warm cache the
 * profile costs no upstream call of its own. The previewed documents' files come from their
 * own answers, read as the documents page reads them (at most `PREVIEW_SIZES.documents` calls,
 * shared with that page and each document's page).
 */
export async function loadProfilePreviews(
  business: Business,
  locale: Locale,
): Promise<ProfilePreviews> {
  const { slug } = business;
  const [reviews, catalog, articles, faq, documents] = await Promise.all([
    orEmpty(
      async () => (await loadReviewPage(slug, locale, { page: 1, sort: '', stars: null })).items,
      [] as ReviewEntry[],
    ),
    orEmpty(
      async () =>
        (await loadCatalogPage(business, locale, { page: 1, ...NO_CATALOG_FILTERS })).items,
      [] as WithFacts<CatalogItem>[],
    ),
    orEmpty(async () => (await listBlogArticles(slug, locale)) ?? [], [] as BlogArticleSummary[]),
    orEmpty(() => getFaq(slug, locale), null),
    // A document whose answer fails leaves the whole preview empty, as a failing list does: a
    // file it could not read would otherwise be stated as missing.
    orEmpty(async () => {
      const listed = (await listDocuments(slug, locale, 1, DOCUMENTS_PAGE_SIZE))?.items ?? [];
      return withDocumentFiles(slug, listed.slice(0, PREVIEW_SIZES.documents), locale);
    }, [] as ListedDocument[]),
  ]);
  return {
    reviews: latestFirst(reviews, (review) => review.reviewedAt).slice(0, PREVIEW_SIZES.reviews),
    catalog: catalog.slice(0, PREVIEW_SIZES.catalog),
    article:
      latestFirst(articles, (article) => article.publishedAt ?? article.updatedAt)[0] ?? null,
    faq: faqQuestionsInOrder(faq).slice(0, PREVIEW_SIZES.faq),
    documents,
  };
}
