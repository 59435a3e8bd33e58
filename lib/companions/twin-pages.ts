import 'server-only';
import { catalogFilterQuery, readCatalogFilters } from '@/lib/catalog/catalog-filters';
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
import { renderReviewsTwin } from '@/lib/markdown/reviews-twin';
import { loadCatalogModelFor } from '@/lib/models/catalog';
import { loadReviewsModel } from '@/lib/models/reviews';
import { loadProfileModel } from '@/lib/models/profile';
import { loadArticleModel } from '@/lib/models/article';
import { loadBlogModel } from '@/lib/models/blog';
import { loadCatalogItemModel } from '@/lib/models/catalog-item';
import { loadDocumentModel } from '@/lib/models/document';
import { loadDocumentsModel } from '@/lib/models/documents';
import { loadFaqModel } from '@/lib/models/faq';
import { parsePageNumber } from '@/lib/urls/query-params';
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
  return model ? renderListingTwin(model, markdownContext(locale)) : null;
}

export async function profileTwin(locale: Locale, slug: string): Promise<string | null> {
  const model = await loadProfileModel(locale, slug);
  return model
    ? renderBusinessTwin(
        model.business,
        model.sectionCounts,
        markdownContext(locale),
        model.reviews,
      )
    : null;
}

export async function blogTwin(locale: Locale, slug: string): Promise<string | null> {
  const model = await loadBlogModel(locale, slug);
  return model ? renderBlogListTwin(model.business, model.articles, markdownContext(locale)) : null;
}

export async function articleTwin(locale: Locale, slug: string, articleSlug: string) {
  const model = await loadArticleModel(locale, slug, articleSlug);
  return model ? renderArticleTwin(model.business, model.article, markdownContext(locale)) : null;
}

export async function faqTwin(locale: Locale, slug: string): Promise<string | null> {
  const model = await loadFaqModel(locale, slug);
  return model ? renderFaqTwin(model.business, model.faq, markdownContext(locale)) : null;
}

export async function reviewsTwin(locale: Locale, slug: string, query: URLSearchParams) {
  const model = await loadReviewsModel(locale, slug, pageOf(query));
  return model
    ? renderReviewsTwin(model.business, model.reviews, model.summary, markdownContext(locale))
    : null;
}

/** The same filters as the HTML page: `catalog.md?type=…&q=…` mirrors `catalog?type=…&q=…`. */
export async function catalogTwin(locale: Locale, slug: string, query: URLSearchParams) {
  const model = await loadCatalogModelFor(
    locale,
    slug,
    readCatalogFilters(Object.fromEntries(query)),
  );
  return model
    ? renderCatalogTwin(
        model.business,
        model.items,
        markdownContext(locale),
        catalogFilterQuery(model.filters),
      )
    : null;
}

export async function catalogItemTwin(locale: Locale, slug: string, itemSlug: string) {
  const model = await loadCatalogItemModel(locale, slug, itemSlug);
  return model ? renderCatalogItemTwin(model.business, model.item, markdownContext(locale)) : null;
}

export async function documentsTwin(locale: Locale, slug: string, query: URLSearchParams) {
  const model = await loadDocumentsModel(locale, slug, pageOf(query));
  return model
    ? renderDocumentsTwin(model.business, model.documents, markdownContext(locale))
    : null;
}

export async function documentTwin(locale: Locale, slug: string, documentId: string) {
  const model = await loadDocumentModel(locale, slug, documentId);
  return model ? renderDocumentTwin(model.business, model.document, markdownContext(locale)) : null;
}
