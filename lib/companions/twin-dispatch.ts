import 'server-only';
import {
  type Business,
  DOCUMENTS_PAGE_SIZE,
  getBlogArticle,
  getBusiness,
  getCatalogItem,
  getDocument,
  getFaq,
  getSectionCounts,
  listBlogArticles,
  listDocuments,
  type Paged,
} from '@/lib/api';
import type { Locale } from '@/lib/i18n/routing';
import { renderAboutTwin } from '@/lib/markdown/about-twin';
import { renderArticleTwin } from '@/lib/markdown/article-twin';
import { renderBlogListTwin } from '@/lib/markdown/blog-list-twin';
import { renderBusinessTwin } from '@/lib/markdown/business-twin';
import { renderCatalogItemTwin } from '@/lib/markdown/catalog-item-twin';
import { renderCatalogTwin } from '@/lib/markdown/catalog-twin';
import type { MarkdownContext } from '@/lib/markdown/context';
import { renderDocumentTwin } from '@/lib/markdown/document-twin';
import { renderDocumentsTwin } from '@/lib/markdown/documents-twin';
import { renderFaqTwin } from '@/lib/markdown/faq-twin';
import { renderReviewsTwin } from '@/lib/markdown/reviews-twin';
import { renderListingTwinPage } from '@/lib/directory/listing-twin';
import { catalogFilterQuery, readCatalogFilters } from '@/lib/catalog/catalog-filters';
import { loadCatalogPage } from '@/lib/catalog/load-catalog-page';
import { parsePageNumber } from '@/lib/pages/query-params';
import { loadReviewPage } from '@/lib/reviews/load-review-page';
import { routeSegment } from '@/lib/security/route-segment';
import { markdownContext } from './directory-source';

/*
 * Which page a twin request names, and its Markdown, from the same lib/api getters the HTML
 * page uses (same page sizes, so the same cached upstream answers). null means 404: the
 * business, article, item or document does not exist, or the path names no page. An empty
 * section is a page (with its empty state), as it is in HTML.
 */

function segmentOf(value: string | undefined): string | null {
  return value === undefined ? null : routeSegment(value);
}

function emptyPage<T>(page: number, limit: number): Paged<T> {
  return { items: [], total: 0, page, limit, totalPages: 1 };
}

async function businessTwin(
  business: Business,
  rest: string[],
  searchParams: URLSearchParams,
  ctx: MarkdownContext,
): Promise<string | null> {
  const { slug } = business;
  const { locale } = ctx;
  const [section, child, ...tooDeep] = rest;
  if (tooDeep.length > 0) return null;
  const page = parsePageNumber(searchParams.get('page') ?? undefined);
  if (section === undefined)
    return renderBusinessTwin(business, await getSectionCounts(slug, locale), ctx);
  if (child === undefined) {
    switch (section) {
      case 'blog':
        return renderBlogListTwin(business, (await listBlogArticles(slug, locale)) ?? [], ctx);
      case 'faq':
        return renderFaqTwin(business, await getFaq(slug, locale), ctx);
      case 'reviews':
        return renderReviewsTwin(business, await loadReviewPage(slug, locale, page), ctx);
      case 'catalog': {
        // The same filters as the HTML page, so `catalog.md?type=…&q=…` mirrors `catalog?type=…&q=…`.
        const filters = readCatalogFilters(Object.fromEntries(searchParams));
        return renderCatalogTwin(
          business,
          await loadCatalogPage(slug, locale, filters),
          ctx,
          catalogFilterQuery(filters),
        );
      }
      case 'documents':
        return renderDocumentsTwin(
          business,
          (await listDocuments(slug, locale, page, DOCUMENTS_PAGE_SIZE)) ??
            emptyPage(page, DOCUMENTS_PAGE_SIZE),
          ctx,
        );
      default:
        return null;
    }
  }
  const id = segmentOf(child);
  if (id === null) return null;
  switch (section) {
    case 'blog': {
      const article = await getBlogArticle(slug, id, locale);
      return article ? renderArticleTwin(business, article, ctx) : null;
    }
    case 'catalog': {
      const item = await getCatalogItem(slug, id, locale);
      return item ? renderCatalogItemTwin(business, item, ctx) : null;
    }
    case 'documents': {
      const document = await getDocument(slug, id, locale);
      return document ? renderDocumentTwin(business, document, ctx) : null;
    }
    default:
      return null;
  }
}

/** The Markdown twin of the page at `segments` (the path without locale, split), or null for 404. */
export async function renderTwinPage(
  locale: Locale,
  segments: readonly string[],
  searchParams: URLSearchParams,
): Promise<string | null> {
  const ctx = markdownContext(locale);
  const [first, slugSegment, ...rest] = segments;
  // The listing pages (home, category, city) answer from the in-memory directory index.
  if (first === undefined || first === 'category' || first === 'city')
    return renderListingTwinPage(locale, segments, searchParams, ctx);
  if (first === 'about') return slugSegment === undefined ? renderAboutTwin(ctx) : null;
  if (first !== 'business') return null;
  const slug = segmentOf(slugSegment);
  if (slug === null) return null;
  const business = await getBusiness(slug, locale);
  return business ? businessTwin(business, rest, searchParams, ctx) : null;
}
