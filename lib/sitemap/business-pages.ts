import {
  type BlogArticleSummary,
  type Business,
  type CatalogItem,
  type DocumentSummary,
  type Faq,
  faqQuestionCount,
  type Paged,
} from '@/lib/api';
import { documentPath } from '@/lib/urls/document-path';
import { businessPath, type BusinessSection } from '@/lib/urls/paths';
import { latest, type SitemapPage } from './urlset';

/** The lib/api getters a business's expansion needs, in English (paths are the same in French). */
export interface BusinessSectionLoaders {
  listBlogArticles(slug: string): Promise<BlogArticleSummary[] | null>;
  getFaq(slug: string): Promise<Faq | null>;
  /** First page of reviews: only the total is needed (reviews have no page of their own). */
  countReviews(slug: string): Promise<number | null>;
  listCatalogItems(slug: string, page: number): Promise<Paged<CatalogItem> | null>;
  listDocuments(slug: string, page: number): Promise<Paged<DocumentSummary> | null>;
}

/** Pages of a list endpoint, fetched one after another (a business's pages share its budget). */
async function allItems<T>(load: (page: number) => Promise<Paged<T> | null>): Promise<T[]> {
  const first = await load(1);
  if (!first) return [];
  const items = [...first.items];
  for (let page = 2; page <= first.totalPages; page += 1) {
    const next = await load(page);
    if (!next || next.items.length === 0) break;
    items.push(...next.items);
  }
  return items;
}

/**
 * A section that cannot be read right now keeps its own page in the sitemap (the page exists
 * and shows what it can) but not its sub-pages, rather than failing the whole sitemap.
 */
async function section<T>(
  business: Pick<Business, 'slug'>,
  name: BusinessSection,
  load: () => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false }> {
  try {
    return { ok: true, value: await load() };
  } catch (error) {
    console.warn(
      `sitemap: ${name} of ${business.slug} unavailable`,
      error instanceof Error ? error.message : error,
    );
    return { ok: false };
  }
}

/**
 * Every page of one business, with lastmod: the business's updatedAt for its own pages, the
 * article's, the FAQ's and the document's own dates where they have one. Sections known to be
 * empty are left out (their pages are noindex).
 */
export async function businessPages(
  business: Pick<Business, 'slug' | 'updatedAt'>,
  loaders: BusinessSectionLoaders,
): Promise<SitemapPage[]> {
  const { slug } = business;
  const updated = business.updatedAt;
  const [articles, faq, reviews, items, documents] = await Promise.all([
    section(business, 'blog', () => loaders.listBlogArticles(slug)),
    section(business, 'faq', () => loaders.getFaq(slug)),
    section(business, 'reviews', () => loaders.countReviews(slug)),
    section(business, 'catalog', () => allItems((page) => loaders.listCatalogItems(slug, page))),
    section(business, 'documents', () => allItems((page) => loaders.listDocuments(slug, page))),
  ]);
  const pages: SitemapPage[] = [{ path: businessPath(slug), lastmod: updated }];

  if (!articles.ok || (articles.value?.length ?? 0) > 0) {
    const list = articles.ok ? (articles.value ?? []) : [];
    pages.push({
      path: businessPath(slug, 'blog'),
      lastmod: latest([updated, ...list.map((a) => a.updatedAt)]),
    });
    for (const article of list) {
      pages.push({
        path: businessPath(slug, 'blog', article.slug),
        lastmod: article.updatedAt ?? article.publishedAt ?? updated,
      });
    }
  }
  if (!faq.ok || (faq.value && faqQuestionCount(faq.value) > 0)) {
    pages.push({
      path: businessPath(slug, 'faq'),
      lastmod: (faq.ok ? faq.value?.updatedAt : null) ?? updated,
    });
  }
  if (!reviews.ok || (reviews.value ?? 0) > 0) {
    pages.push({ path: businessPath(slug, 'reviews'), lastmod: updated });
  }
  if (!items.ok || items.value.length > 0) {
    pages.push({ path: businessPath(slug, 'catalog'), lastmod: updated });
    for (const item of items.ok ? items.value : []) {
      pages.push({ path: businessPath(slug, 'catalog', item.slug), lastmod: updated });
    }
  }
  if (!documents.ok || documents.value.length > 0) {
    const list = documents.ok ? documents.value : [];
    pages.push({
      path: businessPath(slug, 'documents'),
      lastmod: latest([updated, ...list.map((d) => d.updatedAt)]),
    });
    for (const document of list) {
      pages.push({
        path: documentPath(slug, document),
        lastmod: document.updatedAt ?? document.createdAt ?? updated,
      });
    }
  }
  return pages;
}
