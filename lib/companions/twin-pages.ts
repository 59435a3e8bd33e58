import 'server-only';
import { catalogFilterQuery, readCatalogFilters } from '@/lib/catalog/catalog-filters';
import { readReviewFilters } from '@/lib/urls/review-filters';
import type { Locale } from '@/lib/i18n/routing';
import { renderAboutTwin } from '@/lib/markdown/about-twin';
import { aboutModel } from '@/lib/models/about';
import { renderArticleTwin } from '@/lib/markdown/article-twin';
import { renderBlogListTwin } from '@/lib/markdown/blog-list-twin';
import { renderBusinessTwin } from '@/lib/markdown/business-twin';
import { renderCatalogItemTwin } from '@/lib/markdown/catalog-item-twin';
import { renderCatalogTwin } from '@/lib/markdown/catalog-twin';
import { renderDocumentTwin } from '@/lib/markdown/document-twin';
import { renderDocumentsTwin } from '@/lib/markdown/documents-twin';
import { renderFaqTwin } from '@/lib/markdown/faq-twin';
import { renderListingTwin } from '@/lib/markdown/listing-twin';
import { loadListingModel, type ListingModel } from '@/lib/models/listing';
import { loadHomeContentResults } from '@/lib/models/home-content-results';
import { renderReviewsTwin } from '@/lib/markdown/reviews-twin';
import { loadCatalogModelFor, type CatalogModel } from '@/lib/models/catalog';
import { loadReviewsModel, type ReviewsModel } from '@/lib/models/reviews';
import { loadProfileModel, type ProfileModel } from '@/lib/models/profile';
import { loadArticleModel, type ArticleModel } from '@/lib/models/article';
import { loadBlogModel, type BlogModel } from '@/lib/models/blog';
import { loadCatalogItemModel, type CatalogItemModel } from '@/lib/models/catalog-item';
import { loadDocumentModel, type DocumentModel } from '@/lib/models/document';
import { loadDocumentsModel, type DocumentsModel } from '@/lib/models/documents';
import { loadFaqModel, type FaqModel } from '@/lib/models/faq';
import { parsePageNumber } from '@/lib/urls/query-params';
import { renderWhatsOnTwin } from '@/lib/markdown/whats-on-twin';
import { loadWhatsOnRoute } from '@/lib/models/whats-on-route';
import { markdownContext } from './directory-source';

/*
 * The Markdown twin of each page type, one function each, called by its route file under
 * app/md/[locale]/… (the file system routes twins, as it routes pages). Each loads the page
 * type's model (lib/models), the very one its HTML page renders, and writes it as Markdown.
 * null means 404: the business, article, item or document does not exist. An empty section
 * is a page (with its empty state), as it is in HTML.
 */

const pageOf = (query: URLSearchParams) => parsePageNumber(query.get('page') ?? undefined);

export function aboutTwin(locale: Locale): string {
  return renderAboutTwin(aboutModel(locale), markdownContext(locale));
}

/**
 * The twin of the listing page at `segments` ([], ['category', slug], ['city', slug]), or
 * null for 404 (unknown facet, page past the last, a path that names no listing page).
 */
export async function listingTwin(
  locale: Locale,
  segments: readonly string[],
  query: URLSearchParams,
): Promise<string | null> {
  const [first, slug, ...rest] = segments;
  const params = Object.fromEntries(query);
  let model: ListingModel | null = null;
  if (first === undefined) model = await loadListingModel(locale, 'home', '', params);
  else if ((first === 'category' || first === 'city') && slug !== undefined && rest.length === 0)
    model = await loadListingModel(locale, first, slug, params);
  if (!model) return null;
  const content = await loadHomeContentResults(model.view, params);
  return renderListingTwin(model, markdownContext(locale), content);
}

/** What's on's twin at a query (`page`, `city`, `category`); null past the last page. */
export async function whatsOnTwin(locale: Locale, query: URLSearchParams): Promise<string | null> {
  const model = await loadWhatsOnRoute(locale, Object.fromEntries(query));
  return model ? renderWhatsOnTwin(model, markdownContext(locale)) : null;
}

/*
 * Each page type's twin from its loaded model (`…TwinOf`), which the MCP tools render too, and
 * from its route's values (`…Twin`), which the twin routes call.
 */

export function profileTwinOf(model: ProfileModel): string {
  const ctx = markdownContext(model.frame.locale);
  return renderBusinessTwin(model.business, model.sectionCounts, ctx, model.reviews, model);
}

export function blogTwinOf(model: BlogModel): string {
  return renderBlogListTwin(model.business, model.articles, markdownContext(model.frame.locale));
}

export function articleTwinOf(model: ArticleModel): string {
  return renderArticleTwin(model.business, model.article, markdownContext(model.frame.locale));
}

export function faqTwinOf(model: FaqModel): string {
  return renderFaqTwin(model.business, model.faq, markdownContext(model.frame.locale));
}

export function reviewsTwinOf(model: ReviewsModel): string {
  const ctx = markdownContext(model.frame.locale);
  return renderReviewsTwin(model.business, model.reviews, model.summary, ctx, {
    filters: model.filters,
    totalReviews: model.totalReviews,
  });
}

/** The same filters as the HTML page: `catalog.md?type=…&q=…` mirrors `catalog?type=…&q=…`. */
export function catalogTwinOf(model: CatalogModel): string {
  const ctx = markdownContext(model.frame.locale);
  return renderCatalogTwin(model.business, model.items, ctx, catalogFilterQuery(model.filters));
}

export function catalogItemTwinOf(model: CatalogItemModel): string {
  const ctx = markdownContext(model.frame.locale);
  return renderCatalogItemTwin(model.business, model.item, ctx, model.regions);
}

export function documentsTwinOf(model: DocumentsModel): string {
  const ctx = markdownContext(model.frame.locale);
  return renderDocumentsTwin(model.business, model.documents, ctx);
}

export function documentTwinOf(model: DocumentModel): string {
  return renderDocumentTwin(
    model.business,
    model.document,
    model.file,
    markdownContext(model.frame.locale),
  );
}

export async function profileTwin(locale: Locale, slug: string): Promise<string | null> {
  const model = await loadProfileModel(locale, slug);
  return model && profileTwinOf(model);
}

export async function blogTwin(locale: Locale, slug: string): Promise<string | null> {
  const model = await loadBlogModel(locale, slug);
  return model && blogTwinOf(model);
}

export async function articleTwin(locale: Locale, slug: string, articleSlug: string) {
  const model = await loadArticleModel(locale, slug, articleSlug);
  return model && articleTwinOf(model);
}

export async function faqTwin(locale: Locale, slug: string): Promise<string | null> {
  const model = await loadFaqModel(locale, slug);
  return model && faqTwinOf(model);
}

/** The same sort and star filter as the HTML page: `reviews.md?stars=5` mirrors `reviews?stars=5`. */
export async function reviewsTwin(locale: Locale, slug: string, query: URLSearchParams) {
  const model = await loadReviewsModel(locale, slug, readReviewFilters(Object.fromEntries(query)));
  return model && reviewsTwinOf(model);
}

export async function catalogTwin(locale: Locale, slug: string, query: URLSearchParams) {
  const filters = readCatalogFilters(Object.fromEntries(query));
  const model = await loadCatalogModelFor(locale, slug, filters);
  return model && catalogTwinOf(model);
}

export async function catalogItemTwin(locale: Locale, slug: string, itemSlug: string) {
  const model = await loadCatalogItemModel(locale, slug, itemSlug);
  return model && catalogItemTwinOf(model);
}

export async function documentsTwin(locale: Locale, slug: string, query: URLSearchParams) {
  const model = await loadDocumentsModel(locale, slug, pageOf(query));
  return model && documentsTwinOf(model);
}

export async function documentTwin(locale: Locale, slug: string, documentId: string) {
  const model = await loadDocumentModel(locale, slug, documentId);
  return model && documentTwinOf(model);
}
